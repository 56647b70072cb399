import { Button } from 'antd';
import { useRouteError } from 'react-router';

/** A page's code failed to load (often a deploy replaced the hashed chunks) or a page crashed. */
export function RouteError() {
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  return (
    <main className="td-full-page-spin" id="main">
      <div className="td-empty-state" role="alert">
        <h1 className="td-page-title">Something went wrong</h1>
        <p className="td-empty-state__text">This page could not be shown. Reloading usually fixes it.</p>
        <Button type="primary" onClick={() => window.location.reload()}>
          Reload
        </Button>
      </div>
    </main>
  );
}

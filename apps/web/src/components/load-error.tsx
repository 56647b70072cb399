import { Alert, Button } from 'antd';
import { errorMessage } from '#web/lib/api';

type FailedRead = { error: unknown; refetch: () => unknown };

/**
 * A read that failed: what went wrong, announced, and a way to try again without losing the page.
 * `title` replaces the server's message where a screen words it its own way.
 */
export function LoadError({ query, title }: { query: FailedRead; title?: string }) {
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={title ?? errorMessage(query.error)}
      action={
        <Button size="small" onClick={() => void query.refetch()}>
          Try again
        </Button>
      }
    />
  );
}

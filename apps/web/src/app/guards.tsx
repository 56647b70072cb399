import { MESSAGES } from '@talentdeck/shared/messages';
import { landingPathFor } from '@talentdeck/shared/routing';
import { Button } from 'antd';
import { Navigate, Outlet, useLocation } from 'react-router';
import { FullPageSpin } from '../components/full-page-spin';
import { ApiError } from '../lib/api';
import { useMe } from '../lib/session';

function SessionError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const message = error instanceof ApiError ? error.message : MESSAGES.somethingWentWrong;
  return (
    <main className="td-full-page-spin" id="main">
      <div role="alert" className="td-empty-state">
        <h1 className="td-visually-hidden">Talentdeck</h1>
        <p className="td-empty-state__text">{message}</p>
        <Button type="primary" onClick={onRetry}>
          Try again
        </Button>
      </div>
    </main>
  );
}

type RequireCompanyProps = {
  /** The one landing this route is, so its own rule does not send the user away from it. */
  landing?: '/companydetails' | '/join-waitlist';
};

/**
 * Guarded routes: a signed-in Company user, then the guard order of `landingPathFor` (sign-up
 * completed, then allowed). /companydetails and /join-waitlist each waive their own rule.
 */
export function RequireCompany({ landing }: RequireCompanyProps) {
  const me = useMe();
  const location = useLocation();
  if (me.isPending) return <FullPageSpin label="Checking your session" />;
  if (me.isError) return <SessionError error={me.error} onRetry={() => void me.refetch()} />;
  const profile = me.data;
  if (profile?.userType !== 'Company') {
    return <Navigate to="/signin" replace state={{ from: location.pathname }} />;
  }
  const target = landingPathFor(profile);
  if (target && target !== landing) return <Navigate to={target} replace />;
  return <Outlet />;
}

/** Platform administrators only. */
export function RequireAdmin() {
  const me = useMe();
  if (me.isPending) return <FullPageSpin label="Checking your session" />;
  if (me.isError) return <SessionError error={me.error} onRetry={() => void me.refetch()} />;
  if (me.data?.userType !== 'Admin') return <Navigate to="/signin" replace />;
  return <Outlet />;
}

/**
 * Auth pages (sign up, sign in, password reset): a signed-in user goes to their landing instead.
 * A failed session check leaves the page usable, since signing in is how one recovers.
 */
export function RedirectIfSignedIn() {
  const me = useMe();
  if (me.isPending) return <FullPageSpin label="Checking your session" />;
  const profile = me.data ?? null;
  const target = profile ? landingPathFor(profile) : '/signin';
  // Users who may not use this app (candidates) stay on the auth pages rather than loop.
  if (profile && target !== '/signin') return <Navigate to={target ?? '/dashboard'} replace />;
  return <Outlet />;
}

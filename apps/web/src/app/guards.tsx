import { MESSAGES } from '@talentdeck/shared/messages';
import { landingPathFor } from '@talentdeck/shared/routing';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import { Navigate, Outlet, useLocation } from 'react-router';
import { FullPageSpin } from '#web/components/full-page-spin';
import { ApiError } from '#web/lib/api';
import { returnPathFrom } from '#web/lib/return-path';
import { meQuery } from '#web/lib/session';

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
  const me = useQuery(meQuery);
  const location = useLocation();
  if (me.isPending) return <FullPageSpin label="Checking your session" />;
  if (me.isError) return <SessionError error={me.error} onRetry={() => void me.refetch()} />;
  const profile = me.data;
  // A candidate or an administrator signed in goes to their own area, never the company's.
  if (profile && profile.userType !== 'Company') return <Navigate to={landingPathFor(profile) ?? '/signin'} replace />;
  if (!profile) return <Navigate to="/signin" replace state={{ from: location.pathname }} />;
  const target = landingPathFor(profile);
  if (target && target !== landing) return <Navigate to={target} replace />;
  return <Outlet />;
}

/** Platform administrators only. */
export function RequireAdmin() {
  const me = useQuery(meQuery);
  if (me.isPending) return <FullPageSpin label="Checking your session" />;
  if (me.isError) return <SessionError error={me.error} onRetry={() => void me.refetch()} />;
  if (me.data?.userType !== 'Admin') return <Navigate to="/signin" replace />;
  return <Outlet />;
}

/**
 * The candidate area: signed-in candidates only. Anyone else signed in goes to their own area; a
 * visitor goes to sign up (from a job: the public page's Apply) or sign in, and comes back here
 * after through `?next=`.
 */
export function RequireCandidate() {
  const me = useQuery(meQuery);
  const location = useLocation();
  if (me.isPending) return <FullPageSpin label="Checking your session" />;
  if (me.isError) return <SessionError error={me.error} onRetry={() => void me.refetch()} />;
  const profile = me.data;
  if (profile && profile.userType !== 'Candidate') return <Navigate to={landingPathFor(profile) ?? '/dashboard'} replace />;
  if (!profile) {
    const next = `${location.pathname}${location.search}`;
    const entry = location.pathname.startsWith('/candidate/jobs/') ? '/candidate/sign-up' : '/signin';
    return <Navigate to={`${entry}?${new URLSearchParams({ next })}`} replace />;
  }
  return <Outlet />;
}

/**
 * Auth pages (sign up, sign in, password reset): a signed-in user goes to their landing instead.
 * A failed session check leaves the page usable, since signing in is how one recovers.
 */
export function RedirectIfSignedIn() {
  const me = useQuery(meQuery);
  const location = useLocation();
  if (me.isPending) return <FullPageSpin label="Checking your session" />;
  const profile = me.data ?? null;
  const target = profile ? landingPathFor(profile) : '/signin';
  // A candidate who followed a link to a job (`?next=`) is taken to it.
  const next = profile?.userType === 'Candidate' ? returnPathFrom(location.search) : null;
  if (profile && target !== '/signin') return <Navigate to={next ?? target ?? '/dashboard'} replace />;
  return <Outlet />;
}

import { CheckCircleFilled } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { AuthSplitLayout } from '#web/components/auth-split-layout';
import { FullPageSpin } from '#web/components/full-page-spin';
import { Logo } from '#web/components/logo';
import { takeReturnPath } from '#web/lib/return-path';
import { meQuery } from '#web/lib/session';
import { useMediaQuery } from '#web/lib/use-media-query';
import { signInWithEmailLinkQuery } from '../api/sign-in-with-email-link';
import { VerificationLinkProblem } from '../components/verification-link-problem';
import './email-link.css';

const MOBILE_APP_TEXT = 'Log in and set up your profile using the Talentdeck mobile app.';

/**
 * /emailverification/{id}: the landing for people who signed up from the mobile app. Phones get a
 * full-screen confirmation instead of the split layout. Candidates who signed up on the web are
 * signed in by the link and continue in their area: the job they came for, else their profile.
 */
export function EmailVerifiedPage() {
  const { id = '' } = useParams();
  const verification = useQuery(signInWithEmailLinkQuery(id));
  const queryClient = useQueryClient();
  const isPhone = useMediaQuery('(max-width: 640px)');

  const navigate = useNavigate();
  const continued = useRef(false);
  const isCandidate = verification.data?.profile.userType === 'Candidate';

  // Verifying also opened a session; the cached "signed out" answer is no longer true.
  useEffect(() => {
    if (!verification.data) return;
    if (verification.data.profile.userType !== 'Candidate') {
      void queryClient.invalidateQueries({ queryKey: meQuery.queryKey });
      return;
    }
    // Once only: the return path is read (and forgotten) a single time.
    if (continued.current) return;
    continued.current = true;
    queryClient.setQueryData(meQuery.queryKey, verification.data.profile);
    navigate(takeReturnPath() ?? '/candidate/profile', { replace: true });
  }, [verification.data, queryClient, navigate]);

  if (verification.isPending) return <FullPageSpin label="Verifying your email" />;
  if (verification.isError) {
    return <VerificationLinkProblem verification={verification} />;
  }
  if (isCandidate) return <FullPageSpin label="Signing you in" />;
  if (isPhone) {
    return (
      <div className="td-verified-mobile">
        <header>
          <Logo />
        </header>
        <main id="main" className="td-verified-mobile__main">
          <title>Your email is verified · Talentdeck</title>
          <CheckCircleFilled className="td-verified__icon" aria-hidden="true" />
          <h1>Your email is verified</h1>
          <p>{MOBILE_APP_TEXT}</p>
          <SignInLink />
        </main>
      </div>
    );
  }
  return (
    <AuthSplitLayout title="Your email is verified">
      <CheckCircleFilled className="td-verified__icon" aria-hidden="true" />
      <p className="td-verified__text">{MOBILE_APP_TEXT}</p>
      <SignInLink />
    </AuthSplitLayout>
  );
}

/** The way on for someone who would rather continue in the browser. */
function SignInLink() {
  return (
    <p className="td-verified__text">
      <Link to="/signin">Sign in on the web</Link> instead.
    </p>
  );
}

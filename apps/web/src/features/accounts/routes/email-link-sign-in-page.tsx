import { MESSAGES } from '@talentdeck/shared/messages';
import { landingPathFor } from '@talentdeck/shared/routing';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { AuthSplitLayout } from '../../../components/auth-split-layout';
import { FullPageSpin } from '../../../components/full-page-spin';
import { LinkProblem } from '../../../components/link-problem';
import { meQueryKey } from '../../../lib/session';
import { useSignInWithEmailLink } from '../api/sign-in-with-email-link';
import { VERIFICATION_LINK_HINT } from '../components/verification-link-hint';
import './email-link.css';

/** /companydetails/{id}: the verification email's link signs the user in and sends them on. */
export function EmailLinkSignInPage() {
  const { id = '' } = useParams();
  const verification = useSignInWithEmailLink(id);
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  useEffect(() => {
    if (!verification.data) return;
    const { profile } = verification.data;
    queryClient.setQueryData(meQueryKey, profile);
    navigate(landingPathFor(profile) ?? '/dashboard', { replace: true });
  }, [verification.data, queryClient, navigate]);

  if (verification.isError) {
    return (
      <AuthSplitLayout title="We couldn't verify your email">
        <LinkProblem
          error={verification.error}
          onRetry={() => void verification.refetch()}
          message={MESSAGES.verificationLinkInvalid}
          hint={VERIFICATION_LINK_HINT}
        />
      </AuthSplitLayout>
    );
  }
  return <FullPageSpin label="Verifying your email" />;
}

import { landingPathFor } from '@talentdeck/shared/routing';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { FullPageSpin } from '#web/components/full-page-spin';
import { meQuery } from '#web/lib/session';
import { signInWithEmailLinkQuery } from '../api/sign-in-with-email-link';
import { VerificationLinkProblem } from '../components/verification-link-problem';
import './email-link.css';

/** /companydetails/{id}: the verification email's link signs the user in and sends them on. */
export function EmailLinkSignInPage() {
  const { id = '' } = useParams();
  const verification = useQuery(signInWithEmailLinkQuery(id));
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  useEffect(() => {
    if (!verification.data) return;
    const { profile } = verification.data;
    queryClient.setQueryData(meQuery.queryKey, profile);
    navigate(landingPathFor(profile) ?? '/dashboard', { replace: true });
  }, [verification.data, queryClient, navigate]);

  if (verification.isError) {
    return <VerificationLinkProblem verification={verification} />;
  }
  return <FullPageSpin label="Verifying your email" />;
}

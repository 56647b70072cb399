import { MESSAGES } from '@talentdeck/shared/messages';
import { Link } from 'react-router';
import { AuthSplitLayout } from '#web/components/auth-split-layout';
import { LinkProblem } from '#web/components/link-problem';

type VerificationLinkProblemProps = {
  verification: { error: unknown; refetch: () => unknown };
};

/** The screen of an emailed verification or sign-in link that could not be used. */
export function VerificationLinkProblem({ verification }: VerificationLinkProblemProps) {
  return (
    <AuthSplitLayout title="We couldn't verify your email">
      <LinkProblem
        link={verification}
        message={MESSAGES.verificationLinkInvalid}
        hint={
          <>
            If you already verified your email, just <Link to="/signin">sign in</Link>. Otherwise sign in and we'll offer to send
            a new link.
          </>
        }
      />
    </AuthSplitLayout>
  );
}

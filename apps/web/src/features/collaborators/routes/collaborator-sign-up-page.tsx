import { Link } from 'react-router';
import { AuthSplitLayout } from '../../../components/auth-split-layout';

/** The invitation's landing; the password form comes with the collaborators issue. */
export function CollaboratorSignUpPage() {
  return (
    <AuthSplitLayout title="Join your team" subtitle="Set a password to join your company's Talentdeck account.">
      <p className="td-auth-links">
        New to Talentdeck? <Link to="/">Get Started</Link>
      </p>
    </AuthSplitLayout>
  );
}

import { Link } from 'react-router';

/** The way out of an auth screen that is not sign-in itself. */
export function BackToSignIn() {
  return (
    <p className="td-auth-links">
      <Link to="/signin">Back to sign in</Link>
    </p>
  );
}

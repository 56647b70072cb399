import { Link } from 'react-router';

/** What to do with a verification or sign-in link that no longer works. */
export const VERIFICATION_LINK_HINT = (
  <>
    If you already verified your email, just <Link to="/signin">sign in</Link>. Otherwise sign in and we'll offer to send a new
    link.
  </>
);

import { Link } from 'react-router';
import { Logo } from '#web/components/logo';
import { ShellFrame } from './shell-frame';

/** Public pages that are not auth screens: legal texts, the not-found page, payment results. */
export function PublicLayout() {
  return (
    <ShellFrame>
      <Logo />
      <div className="td-shell__actions">
        <Link to="/signin">Sign in</Link>
      </div>
    </ShellFrame>
  );
}

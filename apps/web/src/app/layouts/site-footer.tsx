import { Link } from 'react-router';

export function SiteFooter() {
  return (
    <footer className="td-footer">
      <span>© {new Date().getFullYear()} Talentdeck</span>
      <nav aria-label="Legal" className="td-footer__links">
        <Link to="/terms">Terms of Service</Link>
        <Link to="/privacy">Privacy Policy</Link>
      </nav>
    </footer>
  );
}

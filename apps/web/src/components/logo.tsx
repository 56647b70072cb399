import { Link } from 'react-router';
import './logo.css';

type LogoProps = { to?: string; inverted?: boolean };

/** The wordmark; a link home so every screen has a way back. */
export function Logo({ to = '/', inverted = false }: LogoProps) {
  return (
    <Link to={to} className={inverted ? 'td-logo td-logo--inverted' : 'td-logo'} aria-label="Talentdeck home">
      <svg className="td-logo__mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" />
        <path d="M9 10h14v3.2h-5.3V23h-3.4v-9.8H9z" />
      </svg>
      <span className="td-logo__text">Talentdeck</span>
    </Link>
  );
}

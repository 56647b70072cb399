import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BrandIllustration } from './brand-illustration';
import { Logo } from './logo';
import './auth-split-layout.css';

/** Whom the screen is for: the brand panel speaks to them (sign-in serves both). */
type Audience = 'company' | 'candidate' | 'everyone';

const PITCH: Record<Audience, { headline: string; tagline: string }> = {
  company: {
    headline: 'Hire the right people, faster.',
    tagline: 'Publish jobs, see how well every candidate matches and keep your whole team on the same page.',
  },
  candidate: {
    headline: 'Find work that fits you.',
    tagline: 'Build one profile, see how well you match each job, and follow every application in one place.',
  },
  everyone: {
    headline: 'Hire and get hired, faster.',
    tagline: 'Companies see how well every candidate matches their jobs; candidates see how well they match each job.',
  },
};

type AuthSplitLayoutProps = { children: ReactNode; title: string; subtitle?: ReactNode; audience?: Audience };

/** Auth screens: a brand panel on the left (hidden below 1040px) and the form on the right. */
export function AuthSplitLayout({ children, title, subtitle, audience = 'company' }: AuthSplitLayoutProps) {
  const pitch = PITCH[audience];
  return (
    <div className="td-auth">
      <aside className="td-auth__brand" aria-label="About Talentdeck">
        <Logo inverted />
        <div className="td-auth__pitch">
          <BrandIllustration />
          <p className="td-auth__headline">{pitch.headline}</p>
          <p className="td-auth__tagline">{pitch.tagline}</p>
        </div>
        <p className="td-auth__copyright">© {new Date().getFullYear()} Talentdeck</p>
      </aside>
      <div className="td-auth__panel">
        <header className="td-auth__header">
          <Logo />
        </header>
        <main className="td-auth__main" id="main">
          <div className="td-auth__card">
            <title>{`${title} · Talentdeck`}</title>
            <h1 className="td-auth__title">{title}</h1>
            {subtitle ? <p className="td-auth__subtitle">{subtitle}</p> : null}
            {children}
          </div>
        </main>
        <footer className="td-auth__footer">
          <Link to="/terms">Terms</Link>
          <Link to="/privacy">Privacy</Link>
        </footer>
      </div>
    </div>
  );
}

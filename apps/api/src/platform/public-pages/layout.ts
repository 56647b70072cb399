import { escapeHtml } from './html.js';
import { LAYOUT_CSS } from './styles.js';

export type PublicPage = {
  /** The page's own head: at least its <title> and meta description (already escaped). */
  head: string;
  /** The content of <main> (already escaped). */
  main: string;
  /** The page's own CSS, appended to the layout's. */
  css?: string;
};

const SITE_NAME = 'Talentdeck';

/** The brand mark of the web app's Logo component, drawn inline: no request for it. */
const LOGO_MARK =
  '<svg viewBox="0 0 32 32" aria-hidden="true" focusable="false"><rect width="32" height="32" rx="8" fill="#1d4ed8"/><path d="M9 10h14v3.2h-5.3V23h-3.4v-9.8H9z" fill="#fff"/></svg>';

/**
 * A public page rendered by the server (the job page today, careers pages later): the whole
 * document, readable with JavaScript off, with the app's header and footer, landmarks, a skip link
 * and the stylesheet inline. It loads no script.
 */
export function renderPublicPage(page: PublicPage) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="#1d4ed8">
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
${page.head}
<style>${LAYOUT_CSS}${page.css ?? ''}</style>
</head>
<body>
<a class="skip" href="#main">Skip to content</a>
<header class="site-header">
<div class="bar">
<a class="logo" href="/" aria-label="${SITE_NAME} home">${LOGO_MARK}<span>${SITE_NAME}</span></a>
<nav aria-label="Account"><a href="/signin">Sign in</a></nav>
</div>
</header>
<main id="main">
${page.main}
</main>
<footer class="site-footer">
<span>© ${new Date().getUTCFullYear()} ${escapeHtml(SITE_NAME)}</span>
<nav aria-label="Legal"><a href="/terms">Terms of Service</a><a href="/privacy">Privacy Policy</a></nav>
</footer>
</body>
</html>
`;
}

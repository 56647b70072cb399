/**
 * The public pages' whole stylesheet, inlined in each page: no request before the first paint and
 * nothing to cache-bust. The colours, font stack and radius are the web app's theme
 * (apps/web/src/app/theme.ts and global.css); every text colour keeps WCAG AA contrast on its
 * background. Pages add their own rules after these.
 */
export const LAYOUT_CSS = `
*,*::before,*::after{box-sizing:border-box}
:root{--primary:#1d4ed8;--primary-dark:#1e40af;--ink:#0f172a;--muted:#475569;--border:#e2e8f0;--surface:#f8fafc;--radius:8px}
html{-webkit-text-size-adjust:100%}
body{margin:0;min-height:100vh;display:flex;flex-direction:column;background:var(--surface);color:var(--ink);font:16px/1.6 system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif}
a{color:var(--primary)}
a:hover{color:var(--primary-dark)}
:focus-visible{outline:3px solid var(--primary);outline-offset:2px}
h1,h2,h3{line-height:1.25;margin:0}
.visually-hidden{position:absolute;width:1px;height:1px;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.skip{position:absolute;left:8px;top:-48px;padding:8px 12px;background:#fff;border-radius:var(--radius);z-index:1}
.skip:focus{top:8px}
.site-header{background:#fff;border-bottom:1px solid var(--border)}
.bar{display:flex;align-items:center;justify-content:space-between;gap:16px;max-width:920px;height:64px;margin:0 auto;padding:0 16px}
.logo{display:inline-flex;align-items:center;gap:10px;color:var(--ink);font-weight:700;font-size:20px;text-decoration:none}
.logo:hover{color:var(--ink)}
.logo svg{width:32px;height:32px;flex:none}
.bar nav a{font-weight:600}
main{flex:1;width:100%;max-width:920px;margin:0 auto;padding:24px 16px 48px}
.card{background:#fff;border:1px solid var(--border);border-radius:var(--radius);padding:20px}
.site-footer{display:flex;flex-wrap:wrap;justify-content:space-between;gap:12px;padding:20px 16px;border-top:1px solid var(--border);background:#fff;color:var(--muted);font-size:14px}
.site-footer nav{display:flex;gap:20px}
.site-footer a{color:var(--muted)}
@media (min-width:720px){main{padding:32px 24px 48px}.bar{padding:0 24px}.card{padding:28px 32px}}
`;

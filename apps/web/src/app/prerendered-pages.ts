/**
 * The pages whose first screen is rendered at build time (scripts/prerender.ts) and sent by the
 * server as its own HTML file (apps/api/src/platform/web.ts), so they paint before any script runs:
 * the auth pages, which depend on nothing but "not signed in". Each with the module of the page (whose
 * stylesheets the file inlines) and the file under dist/, which the server sends for that path.
 */
export const PRERENDERED_PAGES = [
  { path: '/', module: 'src/features/accounts/routes/sign-up-page.tsx', file: 'pages/index.html' },
  { path: '/signin', module: 'src/features/accounts/routes/sign-in-page.tsx', file: 'pages/signin.html' },
  { path: '/forgotpassword', module: 'src/features/accounts/routes/forgot-password-page.tsx', file: 'pages/forgotpassword.html' },
] as const;

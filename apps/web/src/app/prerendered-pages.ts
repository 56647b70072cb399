/**
 * The pages whose first screen is rendered at build time (scripts/prerender.ts) and sent by the
 * server as its own HTML file (apps/api/src/platform/web.ts), so they paint before any script runs:
 * the auth pages, which depend on nothing but "not signed in". Keyed by path, with the module of the
 * page (whose styles the file links) and the file's name under dist/.
 */
export const PRERENDERED_PAGES = [
  { path: '/', module: 'src/features/accounts/routes/sign-up-page.tsx', file: 'pages/sign-up.html' },
  { path: '/signin', module: 'src/features/accounts/routes/sign-in-page.tsx', file: 'pages/signin.html' },
  { path: '/forgotpassword', module: 'src/features/accounts/routes/forgot-password-page.tsx', file: 'pages/forgotpassword.html' },
] as const;

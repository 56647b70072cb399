/**
 * The pages whose first screen is rendered at build time (scripts/prerender.ts) and sent by the
 * server as its own HTML file (apps/api/src/platform/web.ts), so they paint before any script runs:
 * the auth pages, which depend on nothing but "not signed in". Each with the file under dist/, which
 * the server sends for that path.
 */
export const PRERENDERED_PAGES = [
  { path: '/', file: 'pages/index.html' },
  { path: '/signin', file: 'pages/signin.html' },
  { path: '/forgotpassword', file: 'pages/forgotpassword.html' },
] as const;

/**
 * The web app's route table as paths: every path of `routes` in apps/web/src/app/router.tsx except
 * its not-found route (`*`). The server answers these with the app (200) and anything else with
 * the app's not-found page marked noindex (404), so a crawler never indexes an address the app
 * would only say "not found" at (apps/api/src/platform/web.ts). The web app's test
 * (apps/web/src/app/web-routes.test.ts) fails while this list and router.tsx differ.
 */
export const WEB_APP_ROUTES = [
  // Auth pages.
  '/',
  '/signin',
  '/forgotpassword',
  '/verifyemail',
  '/resetpassword/:id',
  '/candidate/sign-up',
  // Emailed links.
  '/companydetails/:id',
  '/emailverification/:id',
  '/collaborators-sign-up/:id',
  // Public layout.
  '/profilesettings/payment-success',
  '/job-summary/:jobId',
  '/stripe-outer-modal',
  '/terms',
  '/privacy',
  '/privacy/keep/:id',
  // Onboarding.
  '/companydetails',
  '/join-waitlist',
  '/join-wait-list',
  // The signed-in product.
  '/dashboard',
  '/bar-chart-location',
  '/job-openings',
  '/job-opening-details',
  '/job-published',
  '/create-job/target',
  '/create-job/job-details',
  '/create-job/summary',
  '/matched-candidates',
  '/candidate-overview',
  '/matched-candidate-profile',
  '/test-result',
  '/job-interviews',
  '/schedule-interview',
  '/messages',
  '/profilesettings',
  '/profilesettings/businessprofile',
  '/profilesettings/personalprofile',
  '/profilesettings/billingandpackages',
  '/profilesettings/collaborators',
  '/profilesettings/change-email-verification',
  '/profilesettings/choose-bundle',
  '/profilesettings/changePassword',
  '/profilesettings/audit-log',
  '/profilesettings/data-retention',
  // The candidate area.
  '/candidate',
  '/candidate/jobs',
  '/candidate/jobs/:jobId',
  '/candidate/applications',
  '/candidate/interviews',
  '/candidate/tests',
  '/candidate/tests/:testId',
  '/candidate/profile',
  '/candidate/messages',
  // Platform administration.
  '/admin',
] as const;

export type WebAppRoute = (typeof WEB_APP_ROUTES)[number];

/**
 * Routes whose pages the server renders itself (the public job page): the app's route for them only
 * shows "not found", for an address the server's own route did not take (a parameter too long,
 * another spelling), so the server answers those 404 too.
 */
export const SERVER_RENDERED_ROUTES: readonly WebAppRoute[] = ['/job-summary/:jobId'];

/**
 * The longest value a path parameter may have, in UTF-16 code units once percent-decoded: the
 * server's router takes no longer one (the API sets Fastify's `maxParamLength` to it), and no id,
 * token or slug of ours comes near it.
 */
export const MAX_PATH_PARAM_LENGTH = 100;

type Segment = { param: true } | { param: false; text: string };

const compiled = WEB_APP_ROUTES.map((route) => ({
  route,
  segments: route
    .split('/')
    .slice(1)
    .filter(Boolean)
    .map((s): Segment => (s.startsWith(':') ? { param: true } : { param: false, text: s.toLowerCase() })),
}));

/**
 * The route of the table that `pathname` (the path of a request, percent-encoded, without its query)
 * opens, by React Router's rules: segments percent-decoded, static ones compared without regard to
 * case, trailing slashes ignored, a parameter non-empty; and, as the server's router, no parameter
 * longer than MAX_PATH_PARAM_LENGTH. Undefined when the app would show its not-found page.
 */
export function matchWebAppRoute(pathname: string): WebAppRoute | undefined {
  if (!pathname.startsWith('/')) return undefined;
  const trimmed = pathname.replace(/\/+$/, '');
  let segments: string[];
  try {
    segments = trimmed === '' ? [] : trimmed.slice(1).split('/').map(decodeURIComponent);
  } catch {
    // Not percent-encoding at all: no page of the app has such an address.
    return undefined;
  }
  const found = compiled.find(
    (c) =>
      c.segments.length === segments.length &&
      c.segments.every((s, i) => {
        const value = segments[i] ?? '';
        return s.param ? value !== '' && value.length <= MAX_PATH_PARAM_LENGTH : value.toLowerCase() === s.text;
      }),
  );
  return found?.route;
}

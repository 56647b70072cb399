/**
 * The signed-in areas of the web app (apps/web/src/app/router.tsx): nothing there is for search
 * engines, and the API is not either. The public pages (job pages, careers pages, sign-in and
 * sign-up, terms) stay open.
 */
const PRIVATE_PATHS = [
  '/api/',
  '/candidate/',
  '/admin',
  '/dashboard',
  '/bar-chart-location',
  '/job-openings',
  '/job-opening-details',
  '/job-published',
  '/create-job/',
  '/matched-candidates',
  '/candidate-overview',
  '/matched-candidate-profile',
  '/test-result',
  '/job-interviews',
  '/schedule-interview',
  '/messages',
  '/profilesettings',
  '/companydetails',
  '/join-waitlist',
  '/stripe-outer-modal',
  '/dev/',
];

/** robots.txt: the public pages allowed, the app and the API not, and the sitemap's absolute address. */
export function robotsTxt(publicUrl: string) {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PATHS.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${publicUrl.replace(/\/$/, '')}/sitemap.xml`,
    '',
  ].join('\n');
}

import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { matchRoutes, Navigate, type RouteObject, useLocation, useRoutes } from 'react-router';
import { RedirectIfSignedIn, RequireAdmin, RequireCandidate, RequireCompany } from './guards';
import { lazyPage, preloadOf } from './lazy-page';
import { RootLayout } from './root-layout';

// Layouts: the signed-in shell is lazy too, so the auth screens do not download it.
const ShellLayout = lazyPage(() => import('./layouts/shell-layout'), 'ShellLayout');
const MinimalShellLayout = lazyPage(() => import('./layouts/shell-layout'), 'MinimalShellLayout');
const SettingsLayout = lazyPage(() => import('./layouts/settings-layout'), 'SettingsLayout');
const CandidateShellLayout = lazyPage(() => import('./layouts/candidate-shell-layout'), 'CandidateShellLayout');
const PublicLayout = lazyPage(() => import('./layouts/public-layout'), 'PublicLayout');
const NotFoundPage = lazyPage(() => import('./not-found-page'), 'NotFoundPage');

const accounts = {
  SignUp: lazyPage(() => import('#web/features/accounts/routes/sign-up-page'), 'SignUpPage'),
  SignIn: lazyPage(() => import('#web/features/accounts/routes/sign-in-page'), 'SignInPage'),
  ForgotPassword: lazyPage(() => import('#web/features/accounts/routes/forgot-password-page'), 'ForgotPasswordPage'),
  VerifyEmail: lazyPage(() => import('#web/features/accounts/routes/verify-email-page'), 'VerifyEmailPage'),
  ResetPassword: lazyPage(() => import('#web/features/accounts/routes/reset-password-page'), 'ResetPasswordPage'),
  EmailLinkSignIn: lazyPage(() => import('#web/features/accounts/routes/email-link-sign-in-page'), 'EmailLinkSignInPage'),
  EmailVerified: lazyPage(() => import('#web/features/accounts/routes/email-verified-page'), 'EmailVerifiedPage'),
  ChangePassword: lazyPage(() => import('#web/features/accounts/routes/change-password-page'), 'ChangePasswordPage'),
  PersonalProfile: lazyPage(() => import('#web/features/accounts/routes/personal-profile-page'), 'PersonalProfilePage'),
  ChangeEmailVerification: lazyPage(
    () => import('#web/features/accounts/routes/change-email-verification-page'),
    'ChangeEmailVerificationPage',
  ),
};
const companies = {
  CompanyDetails: lazyPage(() => import('#web/features/companies/routes/company-details-page'), 'CompanyDetailsPage'),
  BusinessProfile: lazyPage(() => import('#web/features/companies/routes/business-profile-page'), 'BusinessProfilePage'),
};
const AuditLogPage = lazyPage(() => import('#web/features/audit/routes/audit-log-page'), 'AuditLogPage');
const privacy = {
  DataRetention: lazyPage(() => import('#web/features/privacy/routes/data-retention-page'), 'DataRetentionPage'),
  KeepData: lazyPage(() => import('#web/features/privacy/routes/keep-data-page'), 'KeepDataPage'),
};
const collaborators = {
  List: lazyPage(() => import('#web/features/collaborators/routes/collaborators-page'), 'CollaboratorsPage'),
  SignUp: lazyPage(() => import('#web/features/collaborators/routes/collaborator-sign-up-page'), 'CollaboratorSignUpPage'),
};
const billing = {
  Billing: lazyPage(() => import('#web/features/billing/routes/billing-page'), 'BillingPage'),
  ChooseBundle: lazyPage(() => import('#web/features/billing/routes/choose-bundle-page'), 'ChooseBundlePage'),
  PaymentSuccess: lazyPage(() => import('#web/features/billing/routes/payment-success-page'), 'PaymentSuccessPage'),
  StripeOuterModal: lazyPage(() => import('#web/features/billing/routes/stripe-outer-modal-page'), 'StripeOuterModalPage'),
};
const jobs = {
  Openings: lazyPage(() => import('#web/features/jobs/routes/job-openings-page'), 'JobOpeningsPage'),
  OpeningDetails: lazyPage(() => import('#web/features/jobs/routes/job-opening-details-page'), 'JobOpeningDetailsPage'),
  Published: lazyPage(() => import('#web/features/jobs/routes/job-published-page'), 'JobPublishedPage'),
  CreateTarget: lazyPage(() => import('#web/features/jobs/routes/create-job-target-page'), 'CreateJobTargetPage'),
  CreateDetails: lazyPage(() => import('#web/features/jobs/routes/create-job-details-page'), 'CreateJobDetailsPage'),
  CreateSummary: lazyPage(() => import('#web/features/jobs/routes/create-job-summary-page'), 'CreateJobSummaryPage'),
  JobNotFound: lazyPage(() => import('#web/features/jobs/routes/job-not-found-page'), 'JobNotFoundPage'),
};
const candidates = {
  Matched: lazyPage(() => import('#web/features/candidates/routes/matched-candidates-page'), 'MatchedCandidatesPage'),
  Overview: lazyPage(() => import('#web/features/candidates/routes/candidate-overview-page'), 'CandidateOverviewPage'),
  MatchedProfile: lazyPage(
    () => import('#web/features/candidates/routes/matched-candidate-profile-page'),
    'MatchedCandidateProfilePage',
  ),
  TestResult: lazyPage(() => import('#web/features/candidates/routes/test-result-page'), 'TestResultPage'),
};
const candidateApp = {
  SignUp: lazyPage(() => import('#web/features/candidate-app/routes/candidate-sign-up-page'), 'CandidateSignUpPage'),
  Jobs: lazyPage(() => import('#web/features/candidate-app/routes/jobs-page'), 'JobsPage'),
  Job: lazyPage(() => import('#web/features/candidate-app/routes/job-page'), 'JobPage'),
  Applications: lazyPage(() => import('#web/features/candidate-app/routes/applications-page'), 'ApplicationsPage'),
  Tests: lazyPage(() => import('#web/features/candidate-app/routes/tests-page'), 'TestsPage'),
  Interviews: lazyPage(() => import('#web/features/candidate-app/routes/interviews-page'), 'InterviewsPage'),
  Test: lazyPage(() => import('#web/features/candidate-app/routes/test-page'), 'TestPage'),
  Profile: lazyPage(() => import('#web/features/candidate-app/routes/profile-page'), 'ProfilePage'),
  Messages: lazyPage(() => import('#web/features/chat/routes/candidate-messages-page'), 'CandidateMessagesPage'),
};
const Dashboard = lazyPage(() => import('#web/features/dashboard/routes/dashboard-page'), 'DashboardPage');
const BarChartLocation = lazyPage(() => import('#web/features/dashboard/routes/bar-chart-location-page'), 'BarChartLocationPage');
const JobInterviews = lazyPage(() => import('#web/features/interviews/routes/job-interviews-page'), 'JobInterviewsPage');
const ScheduleInterview = lazyPage(
  () => import('#web/features/interviews/routes/schedule-interview-page'),
  'ScheduleInterviewPage',
);
const Messages = lazyPage(() => import('#web/features/chat/routes/messages-page'), 'MessagesPage');
const JoinWaitlist = lazyPage(() => import('#web/features/waitlist/routes/join-waitlist-page'), 'JoinWaitlistPage');
const Admin = lazyPage(() => import('./admin-page'), 'AdminPage');
const Terms = lazyPage(() => import('#web/features/legal/routes/terms-page'), 'TermsPage');
const Privacy = lazyPage(() => import('#web/features/legal/routes/privacy-page'), 'PrivacyPage');

/** The route table of both specification documents (section 2) and the candidate area, with their guards. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      // Auth pages: a signed-in user is sent to their landing.
      {
        element: <RedirectIfSignedIn />,
        children: [
          { path: '/', element: <accounts.SignUp /> },
          { path: '/signin', element: <accounts.SignIn /> },
          { path: '/forgotpassword', element: <accounts.ForgotPassword /> },
          { path: '/verifyemail', element: <accounts.VerifyEmail /> },
          { path: '/resetpassword/:id', element: <accounts.ResetPassword /> },
          { path: '/candidate/sign-up', element: <candidateApp.SignUp /> },
        ],
      },
      // Public pages with their own layout.
      { path: '/companydetails/:id', element: <accounts.EmailLinkSignIn /> },
      { path: '/emailverification/:id', element: <accounts.EmailVerified /> },
      { path: '/collaborators-sign-up/:id', element: <collaborators.SignUp /> },
      {
        element: <PublicLayout />,
        children: [
          { path: '/profilesettings/payment-success', element: <billing.PaymentSuccess /> },
          // The server renders published jobs' pages; the app answers only what the server did not find.
          { path: '/job-summary/:jobId', element: <jobs.JobNotFound /> },
          { path: '/stripe-outer-modal', element: <billing.StripeOuterModal /> },
          { path: '/terms', element: <Terms /> },
          { path: '/privacy', element: <Privacy /> },
          { path: '/privacy/keep/:id', element: <privacy.KeepData /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      // Onboarding: each page waives its own guard rule, and the shell has no tabs yet.
      {
        element: <RequireCompany landing="/companydetails" />,
        children: [
          { element: <MinimalShellLayout />, children: [{ path: '/companydetails', element: <companies.CompanyDetails /> }] },
        ],
      },
      {
        element: <RequireCompany landing="/join-waitlist" />,
        children: [
          {
            element: <MinimalShellLayout />,
            children: [
              { path: '/join-waitlist', element: <JoinWaitlist /> },
              { path: '/join-wait-list', element: <Navigate to="/join-waitlist" replace /> },
            ],
          },
        ],
      },
      // The signed-in product.
      {
        element: <RequireCompany />,
        children: [
          {
            element: <ShellLayout />,
            children: [
              { path: '/dashboard', element: <Dashboard /> },
              { path: '/bar-chart-location', element: <BarChartLocation /> },
              { path: '/job-openings', element: <jobs.Openings /> },
              { path: '/job-opening-details', element: <jobs.OpeningDetails /> },
              { path: '/job-published', element: <jobs.Published /> },
              { path: '/create-job/target', element: <jobs.CreateTarget /> },
              { path: '/create-job/job-details', element: <jobs.CreateDetails /> },
              { path: '/create-job/summary', element: <jobs.CreateSummary /> },
              { path: '/matched-candidates', element: <candidates.Matched /> },
              { path: '/candidate-overview', element: <candidates.Overview /> },
              { path: '/matched-candidate-profile', element: <candidates.MatchedProfile /> },
              { path: '/test-result', element: <candidates.TestResult /> },
              { path: '/job-interviews', element: <JobInterviews /> },
              { path: '/schedule-interview', element: <ScheduleInterview /> },
              { path: '/messages', element: <Messages /> },
              {
                path: '/profilesettings',
                element: <SettingsLayout />,
                children: [
                  { index: true, element: <Navigate to="businessprofile" replace /> },
                  { path: 'businessprofile', element: <companies.BusinessProfile /> },
                  { path: 'personalprofile', element: <accounts.PersonalProfile /> },
                  { path: 'billingandpackages', element: <billing.Billing /> },
                  { path: 'collaborators', element: <collaborators.List /> },
                  { path: 'change-email-verification', element: <accounts.ChangeEmailVerification /> },
                  { path: 'choose-bundle', element: <billing.ChooseBundle /> },
                  { path: 'changePassword', element: <accounts.ChangePassword /> },
                  { path: 'audit-log', element: <AuditLogPage /> },
                  { path: 'data-retention', element: <privacy.DataRetention /> },
                ],
              },
            ],
          },
        ],
      },
      // The candidate area: its own shell, candidates only (ARCHITECTURE.md, two kinds of users).
      {
        element: <RequireCandidate />,
        children: [
          {
            element: <CandidateShellLayout />,
            children: [
              { path: '/candidate', element: <Navigate to="/candidate/jobs" replace /> },
              { path: '/candidate/jobs', element: <candidateApp.Jobs /> },
              { path: '/candidate/jobs/:jobId', element: <candidateApp.Job /> },
              { path: '/candidate/applications', element: <candidateApp.Applications /> },
              { path: '/candidate/interviews', element: <candidateApp.Interviews /> },
              { path: '/candidate/tests', element: <candidateApp.Tests /> },
              { path: '/candidate/tests/:testId', element: <candidateApp.Test /> },
              { path: '/candidate/profile', element: <candidateApp.Profile /> },
              { path: '/candidate/messages', element: <candidateApp.Messages /> },
            ],
          },
        ],
      },
      {
        element: <RequireAdmin />,
        children: [{ element: <MinimalShellLayout home="/admin" />, children: [{ path: '/admin', element: <Admin /> }] }],
      },
    ],
  },
];

/**
 * Starts loading the code of every lazy layout and page the address renders, all at once: without
 * it each one is only requested when its parent has rendered (the session check, then the shell,
 * then the page), a chain of downloads one after the other.
 */
export function preloadRoute(pathname: string, signedIn: boolean): Promise<unknown> {
  const matches = matchRoutes(routes, pathname) ?? [];
  const guarded = matches.some((m) => GUARDS.includes((m.route.element as { type?: unknown } | undefined)?.type));
  // A signed-out visitor is sent to sign in: the guarded screen's code would be fetched for nothing.
  if (guarded && !signedIn) return Promise.resolve();
  return Promise.all(matches.map((match) => preloadOf(match.route.element)?.()));
}
const GUARDS: unknown[] = [RequireCompany, RequireCandidate, RequireAdmin];

/** Every lazy page and layout under the given layout: the rest of an area, fetched once the first screen is shown. */
function preloadsUnder(layout: unknown, tree: RouteObject[] = routes, inside = false): (() => Promise<unknown>)[] {
  return tree.flatMap((route) => {
    const here = inside || (route.element as { type?: unknown } | undefined)?.type === layout;
    const own = here ? preloadOf(route.element) : undefined;
    return [...(own ? [own] : []), ...preloadsUnder(layout, route.children ?? [], here)];
  });
}

/** The signed-in areas whose screens are fetched ahead (preloadArea). */
const AREAS: unknown[] = [ShellLayout, CandidateShellLayout];

/** The signed-in area the address is in, if any. */
function areaOf(pathname: string): unknown {
  const types = (matchRoutes(routes, pathname) ?? []).map((m) => (m.route.element as { type?: unknown } | undefined)?.type);
  return AREAS.find((area) => types.includes(area));
}

/** How long the first screen has been still before the rest of its area is fetched. */
const AREA_PRELOAD_AFTER_MS = 3000;

/**
 * Once the first screen of an area has been shown for a while (nothing loading for
 * AREA_PRELOAD_AFTER_MS), fetches the code of the area's other screens one after the other while
 * the browser is idle, so moving to any of them waits only for its data. It never competes with
 * what the first screen itself still loads. Returns the cancel.
 */
function preloadArea(area: unknown, settled: () => boolean): () => void {
  const queue = preloadsUnder(area);
  let cancelled = false;
  let stillSince: number | undefined;
  // Safari has no requestIdleCallback.
  const idle = (next: () => void) =>
    typeof window.requestIdleCallback === 'function'
      ? window.requestIdleCallback(next, { timeout: 2000 })
      : window.setTimeout(next, 50);
  const later = () => window.setTimeout(() => idle(step), 250);
  const step = () => {
    if (cancelled) return;
    if (!settled()) {
      stillSince = undefined;
      return later();
    }
    stillSince ??= performance.now();
    if (performance.now() - stillSince < AREA_PRELOAD_AFTER_MS) return later();
    const preload = queue.shift();
    if (!preload) return;
    // A chunk that fails to load here is fetched again when its screen is opened.
    void preload()
      .catch(() => undefined)
      .finally(() => idle(step));
  };
  later();
  return () => {
    cancelled = true;
  };
}

/**
 * Declarative routing (BrowserRouter + useRoutes) rather than a data router: the app loads data
 * with TanStack Query, and leaving the data router out keeps ~13 KB (gzip) off every first load.
 */
export function AppRoutes() {
  const element = useRoutes(routes);
  const area = areaOf(useLocation().pathname);
  const queryClient = useQueryClient();
  useEffect(() => (area ? preloadArea(area, () => queryClient.isFetching() === 0) : undefined), [area, queryClient]);
  return element;
}

/**
 * Who each route of `routes` (router.tsx) is for, and how to open it for real. The accessibility
 * sweep (e2e/platform/accessibility-sweep.spec.ts) visits every entry as its audience; the test
 * next to this file fails while a route of the table is missing here, or an entry names a route
 * that is gone. Plain data only: the web app never imports this file.
 */

/**
 * The kinds of user the sweep signs in as. A company is seen at each stage of onboarding, since
 * the guards keep it on one screen per stage. Candidates get routes with their own area.
 */
export type Audience =
  | 'anonymous'
  | 'company' // sign-up completed and allowed: the signed-in product
  | 'company-signing-up' // verified email, business profile not yet saved
  | 'company-waitlisted' // profile saved, not yet allowed by an administrator
  | 'admin'
  | 'candidate';

/** Values the sweep's seeded world provides for path parameters and query strings. */
export type SeededValue =
  | 'publishedJobId'
  | 'draftJobId'
  | 'applicationId' // the seeded applicant's application to the published job
  | 'candidateId' // that applicant, who also took a skills test
  | 'testId' // the test they took
  | 'skillTestId' // a skills test the signed-in candidate has not taken
  | 'resetToken' // a live password-reset link's key
  | 'invitationToken' // a live collaborator invitation's key
  | 'verificationToken' // an unused sign-up verification key
  | 'invalidToken' // a key no link ever had: the page's "link cannot be used" state
  | 'unknownPath'; // a path no route matches, for the not-found route

export type RouteVisit = {
  audience: Audience;
  /** The page's level-1 heading: the sweep waits for it, so it checks content, not a spinner. */
  heading: string;
  params?: Record<string, SeededValue>;
  query?: Record<string, SeededValue>;
  /** React Router navigation state the screen is opened with (it is only ever reached that way). */
  state?: Record<string, string | boolean>;
  /** Where the audience ends up when the route redirects them; the sweep checks that page. */
  landsOn?: string;
};

/** Texts of the seeded world that pages show as their heading. */
export const SWEEP_WORLD = {
  publishedJobTitle: 'Platform Engineer',
  draftJobTitle: 'Office Manager',
  invitedCollaboratorName: 'Cara Diaz',
  applicantName: 'Nia Mensah',
  skillTestName: 'JavaScript Fundamentals',
} as const;

export const routeAudiences: Record<string, RouteVisit> = {
  // Auth pages.
  '/': { audience: 'anonymous', heading: 'Create your company account' },
  '/signin': { audience: 'anonymous', heading: 'Sign in' },
  '/forgotpassword': { audience: 'anonymous', heading: 'Forgot your password?' },
  '/verifyemail': { audience: 'anonymous', heading: 'Check your email', state: { email: 'olivia@example.com', from: '/' } },
  '/resetpassword/:id': { audience: 'anonymous', heading: 'Set a new password', params: { id: 'resetToken' } },

  // Emailed links. A valid /companydetails/{id} signs in and leaves at once for the landing (swept
  // as /companydetails), so what people look at on that route is the broken-link screen.
  '/companydetails/:id': {
    audience: 'anonymous',
    heading: "We couldn't verify your email",
    params: { id: 'invalidToken' },
  },
  '/emailverification/:id': { audience: 'anonymous', heading: 'Your email is verified', params: { id: 'verificationToken' } },
  '/collaborators-sign-up/:id': {
    audience: 'anonymous',
    heading: `Hi ${SWEEP_WORLD.invitedCollaboratorName}, join your team`,
    params: { id: 'invitationToken' },
  },

  // Public layout.
  '/profilesettings/payment-success': { audience: 'company', heading: 'Payment Result' },
  '/job-summary/:jobId': { audience: 'anonymous', heading: SWEEP_WORLD.publishedJobTitle, params: { jobId: 'publishedJobId' } },
  '/stripe-outer-modal': { audience: 'company', heading: 'Payment Result', landsOn: '/profilesettings/payment-success' },
  '/terms': { audience: 'anonymous', heading: 'Terms of Service' },
  '/privacy': { audience: 'anonymous', heading: 'Privacy Policy' },
  '/privacy/keep/:id': { audience: 'anonymous', heading: 'Keep your data', params: { id: 'invalidToken' } },
  '*': { audience: 'anonymous', heading: 'Page not found', params: { '*': 'unknownPath' } },

  // Onboarding.
  '/companydetails': { audience: 'company-signing-up', heading: 'Build your employer brand' },
  '/join-waitlist': { audience: 'company-waitlisted', heading: 'Thank you for signing up' },
  '/join-wait-list': { audience: 'company-waitlisted', heading: 'Thank you for signing up', landsOn: '/join-waitlist' },

  // The signed-in product.
  // The sweep's company is the fixtures' Northwind Labs: the heading is its name and Overview.
  '/dashboard': { audience: 'company', heading: 'Northwind Labs Overview' },
  '/bar-chart-location': { audience: 'company', heading: 'Jobs by Location' },
  '/job-openings': { audience: 'company', heading: 'Job Openings' },
  '/job-opening-details': { audience: 'company', heading: 'Job Opening Details', query: { jobId: 'publishedJobId' } },
  '/job-published': { audience: 'company', heading: 'Job Openings', landsOn: '/job-openings' },
  '/create-job/target': { audience: 'company', heading: 'Create a job' },
  '/create-job/job-details': { audience: 'company', heading: SWEEP_WORLD.draftJobTitle, query: { jobId: 'draftJobId' } },
  '/create-job/summary': { audience: 'company', heading: SWEEP_WORLD.publishedJobTitle, query: { jobId: 'publishedJobId' } },
  '/matched-candidates': { audience: 'company', heading: 'Matched Candidates', query: { jobId: 'publishedJobId' } },
  '/candidate-overview': {
    audience: 'company',
    heading: 'Candidate Overview',
    query: { applicationId: 'applicationId', jobId: 'publishedJobId' },
  },
  '/matched-candidate-profile': {
    audience: 'company',
    heading: 'Candidate Profile',
    // The applicant: the explanation of an applied candidate is always available, matched or not.
    query: { jobId: 'publishedJobId', candidateId: 'candidateId' },
  },
  '/test-result': { audience: 'company', heading: 'Test Result', query: { candidateId: 'candidateId', testId: 'testId' } },
  '/job-interviews': { audience: 'company', heading: 'Interviews' },
  '/schedule-interview': { audience: 'company', heading: 'Schedule Interview', query: { applicationId: 'applicationId' } },
  '/messages': { audience: 'company', heading: 'Messages' },
  '/profilesettings': { audience: 'company', heading: 'Business Profile', landsOn: '/profilesettings/businessprofile' },
  '/profilesettings/businessprofile': { audience: 'company', heading: 'Business Profile' },
  '/profilesettings/personalprofile': { audience: 'company', heading: 'Personal Profile' },
  '/profilesettings/billingandpackages': { audience: 'company', heading: 'Billing and Packages' },
  '/profilesettings/collaborators': { audience: 'company', heading: 'Collaborators' },
  '/profilesettings/change-email-verification': {
    audience: 'company',
    heading: 'Personal Profile',
    state: { isEmailChange: true, email: 'olivia.new@example.com' },
  },
  '/profilesettings/choose-bundle': { audience: 'company', heading: 'Choose a Bundle' },
  '/profilesettings/changePassword': { audience: 'company', heading: 'Change Password' },
  '/profilesettings/audit-log': { audience: 'company', heading: 'Audit Log' },
  '/profilesettings/data-retention': { audience: 'company', heading: 'Data Retention' },

  // The candidate area (the candidate has a saved profile, no application and no test taken).
  '/candidate/sign-up': { audience: 'anonymous', heading: 'Create your candidate account' },
  '/candidate': { audience: 'candidate', heading: 'Find jobs', landsOn: '/candidate/jobs' },
  '/candidate/jobs': { audience: 'candidate', heading: 'Find jobs' },
  '/candidate/jobs/:jobId': {
    audience: 'candidate',
    heading: SWEEP_WORLD.publishedJobTitle,
    params: { jobId: 'publishedJobId' },
  },
  '/candidate/applications': { audience: 'candidate', heading: 'My applications' },
  '/candidate/interviews': { audience: 'candidate', heading: 'My interviews' },
  '/candidate/tests': { audience: 'candidate', heading: 'Skills tests' },
  '/candidate/tests/:testId': { audience: 'candidate', heading: SWEEP_WORLD.skillTestName, params: { testId: 'skillTestId' } },
  '/candidate/profile': { audience: 'candidate', heading: 'My profile' },
  '/candidate/messages': { audience: 'candidate', heading: 'Messages' },

  // Platform administration.
  '/admin': { audience: 'admin', heading: 'Administration' },
};

/**
 * The fixed parts of the demo data: the demo company, its openings and the texts recruiters and
 * candidates would write. Names, dates and the rest vary from a seeded faker (demo.ts), so every
 * run writes the same data.
 */
import type { JOB_STATUSES, JOB_TYPES, WORK_TYPES } from '@talentdeck/shared';

export const DEMO_COMPANY = {
  companyName: 'Northwind Labs',
  ownerName: 'Clara Hoffmann',
  ownerTitle: 'Head of Talent',
  /** The sign-in `npm run demo` prints; `.example` addresses can never reach a real mailbox. */
  ownerEmail: 'owner@northwind-labs.example',
  collaboratorName: 'Tomás Ribeiro',
  collaboratorTitle: 'Engineering Manager',
  collaboratorEmail: 'tomas.ribeiro@northwind-labs.example',
  /** Passes the sign-up rules (upper, lower, digit, symbol) and the guessability check. */
  password: 'Northwind#Harbor42',
  phoneNumber: '+49 30 5557 0142',
  about:
    'Northwind Labs builds scheduling and logistics software for mid-sized retailers across Europe. ' +
    'Our 140 people work from Berlin, London, Amsterdam and Lisbon, and fully remote across the EU. ' +
    'We ship small changes every day, pair often, and keep meetings short. Everyone gets a learning ' +
    'budget, four weeks of focus time a year, and a say in what we build next.',
  website: 'https://northwind-labs.example',
  linkedinProfile: 'https://www.linkedin.com/company/northwind-labs-example',
  twitterProfile: 'https://x.com/northwindlabs_example',
  noOfEmployees: '100+' as const,
  companyBenefits: 'All Benefits' as const,
  companyAge: 2014,
  offices: [
    { office: 'Torstraße 109, 10119 Berlin', city: 'Berlin', country: 'Germany' },
    { office: '12 Hatton Garden, London EC1N 8AN', city: 'London', country: 'United Kingdom' },
    { office: 'Keizersgracht 241, 1016 EA Amsterdam', city: 'Amsterdam', country: 'Netherlands' },
    { office: 'Rua da Prata 80, 1100-415 Lisboa', city: 'Lisbon', country: 'Portugal' },
  ],
};

/** Every demo candidate signs in with this password; the printed one is the first candidate's. */
export const DEMO_CANDIDATE_PASSWORD = 'Candidate#Meadow57';
export const DEMO_CANDIDATE_DOMAIN = 'candidates.talentdeck.example';

type JobStatus = (typeof JOB_STATUSES)[number];

export type DemoOpening = {
  profession: string;
  jobTitle: string;
  status: JobStatus;
  workType: (typeof WORK_TYPES)[number];
  jobType: (typeof JOB_TYPES)[number];
  /** An office's city, or null for fully remote. */
  city: string | null;
  currency: 'EUR' | 'GBP';
  salary: [number, number];
  salaryType: 'Monthly' | 'Yearly';
  hires: number;
  /** The education levels asked for, by name. */
  educations: string[];
  experience: string;
  /** How much of the applicant pool this opening draws (the first is the busiest). */
  pull: number;
  /** What the team does and what the role owns, for the description. */
  team: string;
  duties: string[];
  questions: string[];
};

/**
 * Twelve openings in every status: six published (one of them busy), two paused, two completed and
 * two drafts. Paused and completed ones were published before, so they have applicants.
 */
export const DEMO_OPENINGS: DemoOpening[] = [
  {
    profession: 'Frontend Developer',
    jobTitle: 'Senior Frontend Engineer (React)',
    status: 'Published',
    workType: 'Partially Remote',
    jobType: 'Full time',
    city: 'Berlin',
    currency: 'EUR',
    salary: [72000, 92000],
    salaryType: 'Yearly',
    hires: 2,
    educations: ["Bachelor's Degree", "Master's Degree"],
    experience: '5-10 years',
    pull: 10,
    team: 'the Planner team, who build the drag-and-drop shift planner used by 2,000 stores every morning',
    duties: [
      'Own features of the planner from the first sketch with design to the release behind a flag',
      'Keep the planner fast on old store tablets: we measure every change against a performance budget',
      'Review code, pair with the two mid-level engineers on the team, and shape our component library',
      'Make the planner usable with a keyboard and a screen reader (we audit against WCAG 2.2 AA)',
    ],
    questions: [
      'Tell us about a React performance problem you found and fixed. How did you measure it?',
      'Which accessibility issue have you fixed most recently, and how did you test the fix?',
      'What notice period do you have?',
    ],
  },
  {
    profession: 'Backend Developer',
    jobTitle: 'Backend Engineer (Node.js, PostgreSQL)',
    status: 'Published',
    workType: 'Fully Remote',
    jobType: 'Full time',
    city: null,
    currency: 'EUR',
    salary: [65000, 85000],
    salaryType: 'Yearly',
    hires: 1,
    educations: ["Bachelor's Degree", "Master's Degree", 'Professional Certification'],
    experience: '3-5 years',
    pull: 6,
    team: 'the Integrations team, who connect Northwind to the point-of-sale and payroll systems of our customers',
    duties: [
      'Design and run the APIs and background workers that sync millions of shifts a day',
      'Write SQL you can explain: our largest customers have tables of hundreds of millions of rows',
      'Take part in a calm on-call rotation (one week in six, paid, with a runbook for every alert)',
      'Help us move the last services off a legacy queue onto PostgreSQL',
    ],
    questions: [
      'Describe the largest PostgreSQL table you have worked with and one query you made faster.',
      'Which time zones can you work in for at least four hours a day?',
    ],
  },
  {
    profession: 'Data Analyst',
    jobTitle: 'Data Analyst, Customer Insights',
    status: 'Published',
    workType: 'On-site',
    jobType: 'Full time',
    city: 'Amsterdam',
    currency: 'EUR',
    salary: [4200, 5600],
    salaryType: 'Monthly',
    hires: 1,
    educations: ["Bachelor's Degree", "Master's Degree"],
    experience: '1-3 years',
    pull: 4,
    team: 'the Insights team, who turn store and product data into decisions for product and sales',
    duties: [
      'Answer questions from product managers with SQL, a clear chart and a short written summary',
      'Build and maintain the dashboards our customer success team opens every day',
      'Design A/B tests with product and read their results honestly',
    ],
    questions: ['Share a dashboard or analysis you are proud of (a link or a short description).', 'When could you start?'],
  },
  {
    profession: 'Product Designer',
    jobTitle: 'Product Designer',
    status: 'Published',
    workType: 'Partially Remote',
    jobType: 'Full time',
    city: 'Lisbon',
    currency: 'EUR',
    salary: [3600, 4800],
    salaryType: 'Monthly',
    hires: 1,
    educations: ["Bachelor's Degree", 'Vocational Certificate'],
    experience: '3-5 years',
    pull: 4,
    team: 'the Mobile team, whose app store staff use to swap shifts and clock in',
    duties: [
      'Run discovery with store managers and turn what you learn into flows and prototypes',
      'Design in Figma with our design system and improve it as you go',
      'Work closely with two engineers from idea to release, and measure what you shipped',
    ],
    questions: ['Please share a link to your portfolio.', 'Which project in it taught you the most, and why?'],
  },
  {
    profession: 'Customer Success Manager',
    jobTitle: 'Customer Success Manager, UK & Ireland',
    status: 'Published',
    workType: 'On-site',
    jobType: 'Full time',
    city: 'London',
    currency: 'GBP',
    salary: [48000, 58000],
    salaryType: 'Yearly',
    hires: 2,
    educations: ["Bachelor's Degree", 'Associate Degree', 'High School Diploma'],
    experience: '3-5 years',
    pull: 3,
    team: 'the Customer Success team, who look after 60 retail chains from onboarding to renewal',
    duties: [
      'Own the relationship with a portfolio of retail customers and their renewals',
      'Run onboarding projects with store operations teams',
      'Bring what customers tell you back to product, with numbers',
    ],
    questions: ['How many accounts have you managed at once, and of what size?', 'Do you hold the right to work in the UK?'],
  },
  {
    profession: 'DevOps Engineer',
    jobTitle: 'Platform Engineer (Kubernetes)',
    status: 'Published',
    workType: 'Partially Remote',
    jobType: 'Full time',
    city: 'Berlin',
    currency: 'EUR',
    salary: [70000, 90000],
    salaryType: 'Yearly',
    hires: 1,
    educations: ["Bachelor's Degree", "Master's Degree", 'Professional Certification'],
    experience: '5-10 years',
    pull: 3,
    team: 'the Platform team, who run our Kubernetes clusters, CI and observability',
    duties: [
      'Keep our clusters boring: upgrades, capacity and cost, with everything in Terraform',
      'Make CI faster and deployments safer for forty engineers',
      'Improve our tracing and alerting so on-call sleeps well',
    ],
    questions: ['Tell us about an outage you helped resolve. What changed afterwards?'],
  },
  {
    profession: 'Digital Marketing Specialist',
    jobTitle: 'Growth Marketing Specialist',
    status: 'Paused',
    workType: 'On-site',
    jobType: 'Full time',
    city: 'London',
    currency: 'GBP',
    salary: [38000, 46000],
    salaryType: 'Yearly',
    hires: 1,
    educations: ["Bachelor's Degree"],
    experience: '1-3 years',
    pull: 2,
    team: 'the Marketing team, who bring in the retail chains our sales team talks to',
    duties: [
      'Plan and run paid and organic campaigns towards retail operations leaders',
      'Own our webinar programme and its follow-up emails',
      'Report on pipeline and cost per opportunity every month',
    ],
    questions: ['Which campaign of yours had the best return, and how did you measure it?'],
  },
  {
    profession: 'Sales Development Representative',
    jobTitle: 'Sales Development Representative (Dutch speaking)',
    status: 'Paused',
    workType: 'On-site',
    jobType: 'Full time',
    city: 'Amsterdam',
    currency: 'EUR',
    salary: [3000, 3800],
    salaryType: 'Monthly',
    hires: 2,
    educations: ['High School Diploma', 'Associate Degree', "Bachelor's Degree"],
    experience: 'Less than 1 year',
    pull: 2,
    team: 'the Benelux sales team',
    duties: [
      'Research retail chains in the Netherlands and Belgium and start conversations with them',
      'Book first meetings for our account executives',
      'Keep the CRM clean and learn our product inside out',
    ],
    questions: ['How would you describe Northwind to a store manager in two sentences?', 'What is your level of Dutch?'],
  },
  {
    profession: 'QA Engineer',
    jobTitle: 'QA Automation Engineer',
    status: 'Completed',
    workType: 'Partially Remote',
    jobType: 'Full time',
    city: 'Berlin',
    currency: 'EUR',
    salary: [55000, 68000],
    salaryType: 'Yearly',
    hires: 1,
    educations: ["Bachelor's Degree", 'Professional Certification'],
    experience: '3-5 years',
    pull: 3,
    team: 'the Quality guild, which sits across our product teams',
    duties: [
      'Build and maintain our end-to-end tests in Playwright',
      'Help teams test earlier: contract tests, fixtures, test data',
      'Keep the test suite fast and flake-free',
    ],
    questions: ['How do you decide what to automate first?'],
  },
  {
    profession: 'Financial Analyst',
    jobTitle: 'Financial Analyst (FP&A)',
    status: 'Completed',
    workType: 'On-site',
    jobType: 'Full time',
    city: 'London',
    currency: 'GBP',
    salary: [45000, 55000],
    salaryType: 'Yearly',
    hires: 1,
    educations: ["Bachelor's Degree", "Master's Degree", 'MBA'],
    experience: '1-3 years',
    pull: 2,
    team: 'the Finance team, who keep our SaaS metrics and budgets honest',
    duties: [
      'Own the monthly forecast and the board pack',
      'Model pricing changes with the sales team',
      'Automate the reporting we still do by hand',
    ],
    questions: ['Which SaaS metric do you think is most often misread, and why?'],
  },
  {
    profession: 'Data Engineer',
    jobTitle: 'Data Engineer',
    status: 'Draft',
    workType: 'Partially Remote',
    jobType: 'Full time',
    city: 'Berlin',
    currency: 'EUR',
    salary: [68000, 84000],
    salaryType: 'Yearly',
    hires: 1,
    educations: ["Bachelor's Degree", "Master's Degree"],
    experience: '3-5 years',
    pull: 0,
    team: 'the Insights team',
    duties: ['Build the pipelines that feed our warehouse', 'Own data quality checks and their alerts'],
    questions: ['Which orchestration tools have you used in production?'],
  },
  {
    profession: 'Product Manager',
    jobTitle: 'Product Manager, Workforce Planning',
    status: 'Draft',
    workType: 'Partially Remote',
    jobType: 'Full time',
    city: 'Lisbon',
    currency: 'EUR',
    salary: [4500, 6000],
    salaryType: 'Monthly',
    hires: 1,
    educations: ["Bachelor's Degree", "Master's Degree", 'MBA'],
    experience: '5-10 years',
    pull: 0,
    team: 'the Planner and Mobile teams',
    duties: ['Own the planning roadmap with engineering and design', 'Talk to customers every week'],
    questions: ['Tell us about a product decision you reversed, and what made you change your mind.'],
  },
];

/** The description of an opening, as the wizard's editor would produce it (its HTML allow-list). */
export function jobDescription(o: DemoOpening, hardSkills: string[], softSkills: string[]) {
  const li = (items: string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;
  const place = o.city ? `from our ${o.city} office${o.workType === 'Partially Remote' ? ' and from home' : ''}` : 'remotely';
  return [
    `<p>We are looking for a <strong>${o.jobTitle}</strong> to join ${o.team}. You will work ${place}.</p>`,
    '<h3>What you will do</h3>',
    li(o.duties),
    '<h3>What you bring</h3>',
    li([
      `Experience with ${hardSkills.slice(0, -1).join(', ')}${hardSkills.length > 1 ? ' and ' : ''}${hardSkills.at(-1) ?? ''}`,
      `${o.experience === 'Less than 1 year' ? 'Curiosity and' : `${o.experience} of relevant experience and`} a habit of writing things down`,
      `Strengths we value: ${softSkills.join(', ').toLowerCase()}`,
    ]),
    '<h3>What we offer</h3>',
    li([
      'A learning budget of €1,500 a year and four focus weeks',
      '30 days of holiday, plus your birthday',
      'A pension plan and private health insurance',
      'Hardware of your choice',
    ]),
    '<p>We read every application and answer each one within two weeks.</p>',
  ].join('');
}

/** Notes recruiters and interviewers leave, by how far the application got. */
export const NOTES: Record<'early' | 'later' | 'hold', string[]> = {
  early: [
    'Strong CV, relevant experience. Worth a first call.',
    'Screening answers are thoughtful and specific. Moving to review.',
    'Good portfolio; slightly junior for the level we need.',
    'Salary expectation is at the top of our range; otherwise a good fit.',
    'Notice period of three months — check whether that works for the team.',
  ],
  later: [
    'First call went well: clear communicator, asked good questions about the team.',
    'Technical interview: solid fundamentals, took the hint on the caching question quickly.',
    'References came back positive from two former managers.',
    'Team loved the pairing session. Recommend moving to the final round.',
    'Offer discussed verbally; waiting for the written confirmation.',
  ],
  hold: [
    'Putting on hold until the budget for the second hire is confirmed.',
    'Good candidate but relocation is not possible before spring. Revisit in Q2.',
    'On hold while we finish interviews with the shortlist.',
  ],
};

/** Answers candidates give to screening questions, picked by the question's kind. */
export const ANSWERS = {
  notice: ['One month.', 'Two weeks.', 'Three months, negotiable.', 'I can start immediately.'],
  start: ['From the first of next month.', 'In four weeks.', 'Immediately.'],
  link: ['https://portfolio.example/work', 'https://dribbble.example/portfolio', 'https://github.example/projects'],
  timezone: [
    'CET, and I can overlap fully with UK hours.',
    'UTC+0 to UTC+2 without trouble.',
    'Anything between UTC-1 and UTC+3.',
  ],
  yesNo: ['Yes, I do.', 'Yes, with a settled status.', 'I would need sponsorship.'],
  language: ['Native speaker.', 'Fluent (C1), I used it daily in my last job.', 'Conversational (B2).'],
  story: [
    'In my last role our main list took four seconds to load. I profiled it, found one query run per row, replaced it with a single join and added an index; it went under 200 ms and stayed there.',
    'We had a checkout flow that lost a third of users on mobile. I interviewed five of them, we simplified the form from three steps to one, and completion went up by 18 % over a month.',
    'I led the migration of a reporting job that kept timing out. I split it into incremental runs, added monitoring, and wrote a short runbook so anyone on the team can fix it.',
    'I took over a set of accounts that were at risk. I met every customer within two weeks, agreed a plan with each, and renewed nine out of ten.',
    'Our release process was manual and error-prone. I automated it step by step over a quarter; releases went from monthly to several a week.',
  ],
};

/** Which pool of ANSWERS fits a question, by the words in it. */
export function answerKind(question: string): keyof typeof ANSWERS {
  const q = question.toLowerCase();
  if (q.includes('notice')) return 'notice';
  if (q.includes('start')) return 'start';
  if (q.includes('link') || q.includes('portfolio.')) return 'link';
  if (q.includes('time zone')) return 'timezone';
  if (q.includes('right to work')) return 'yesNo';
  if (q.includes('dutch')) return 'language';
  return 'story';
}

/** Where candidates live: near the offices mostly, and across Europe. Names as the world-cities data has them. */
export const CANDIDATE_CITIES: { city: string; country: string; weight: number; locale: string }[] = [
  { city: 'Berlin', country: 'Germany', weight: 14, locale: 'de' },
  { city: 'Hamburg', country: 'Germany', weight: 4, locale: 'de' },
  { city: 'Munich', country: 'Germany', weight: 4, locale: 'de' },
  { city: 'Leipzig', country: 'Germany', weight: 2, locale: 'de' },
  { city: 'London', country: 'United Kingdom', weight: 12, locale: 'en_GB' },
  { city: 'Manchester', country: 'United Kingdom', weight: 3, locale: 'en_GB' },
  { city: 'Bristol', country: 'United Kingdom', weight: 2, locale: 'en_GB' },
  { city: 'Amsterdam', country: 'Netherlands', weight: 8, locale: 'nl' },
  { city: 'Rotterdam', country: 'Netherlands', weight: 3, locale: 'nl' },
  { city: 'Utrecht', country: 'Netherlands', weight: 2, locale: 'nl' },
  { city: 'Lisbon', country: 'Portugal', weight: 7, locale: 'pt_PT' },
  { city: 'Porto', country: 'Portugal', weight: 3, locale: 'pt_PT' },
  { city: 'Madrid', country: 'Spain', weight: 4, locale: 'es' },
  { city: 'Barcelona', country: 'Spain', weight: 4, locale: 'es' },
  { city: 'Paris', country: 'France', weight: 4, locale: 'fr' },
  { city: 'Lyon', country: 'France', weight: 2, locale: 'fr' },
  { city: 'Warsaw', country: 'Poland', weight: 3, locale: 'pl' },
  { city: 'Kraków', country: 'Poland', weight: 2, locale: 'pl' },
  { city: 'Dublin', country: 'Ireland', weight: 3, locale: 'en_IE' },
  { city: 'Milan', country: 'Italy', weight: 2, locale: 'it' },
  { city: 'Stockholm', country: 'Sweden', weight: 2, locale: 'sv' },
  { city: 'Vienna', country: 'Austria', weight: 2, locale: 'de_AT' },
];

export const CERTIFICATES: Record<string, string[]> = {
  default: ['Professional Scrum Master I', 'Google Project Management Certificate', 'ITIL 4 Foundation'],
  'Software Engineering': [
    'AWS Certified Developer – Associate',
    'Meta Front-End Developer Certificate',
    'Oracle Certified Professional: Java SE',
  ],
  'Cloud and IT Infrastructure': [
    'Certified Kubernetes Administrator (CKA)',
    'AWS Certified Solutions Architect – Associate',
    'HashiCorp Terraform Associate',
  ],
  'Data and Analytics': [
    'Google Data Analytics Certificate',
    'Microsoft Certified: Power BI Data Analyst',
    'Databricks Data Engineer Associate',
  ],
  'Product and Design': ['Google UX Design Certificate', 'Nielsen Norman UX Certificate', 'Certified Scrum Product Owner'],
  'Marketing and Communications': [
    'Google Ads Search Certification',
    'HubSpot Inbound Marketing',
    'Meta Certified Digital Marketing Associate',
  ],
  'Sales and Business Development': [
    'HubSpot Sales Software Certification',
    'Salesforce Certified Administrator',
    'Sandler Sales Foundations',
  ],
  'Finance and Accounting': [
    'ACCA Diploma in Accounting and Business',
    'CFA Level I',
    'Financial Modeling & Valuation Analyst (FMVA)',
  ],
};

export const PORTFOLIO_TYPES = ['Web app', 'Mobile app', 'Case study', 'Open source', 'Dashboard', 'Campaign', 'Research'];

export const INSTITUTES = [
  'Technische Universität Berlin',
  'University of Manchester',
  'Universiteit van Amsterdam',
  'Universidade de Lisboa',
  'Universidad Complutense de Madrid',
  'Sorbonne Université',
  'University of Warsaw',
  'Trinity College Dublin',
  'Politecnico di Milano',
  'KTH Royal Institute of Technology',
  'University of Vienna',
  'Open University',
  'Coursera',
  'Le Wagon',
];

export const DEGREES: Record<string, string[]> = {
  'High School Diploma': ['High School Diploma'],
  'Vocational Certificate': ['Vocational Certificate in IT', 'Vocational Certificate in Business Administration'],
  'Associate Degree': ['Associate Degree in Business', 'Associate Degree in Computer Science'],
  "Bachelor's Degree": [
    'BSc Computer Science',
    'BA Business Administration',
    'BSc Economics',
    'BA Communication Design',
    'BSc Mathematics',
  ],
  "Master's Degree": [
    'MSc Computer Science',
    'MSc Data Science',
    'MA Marketing',
    'MSc Finance',
    'MSc Human-Computer Interaction',
  ],
  MBA: ['MBA'],
  'Doctorate (PhD)': ['PhD Computer Science', 'PhD Economics'],
  'Professional Certification': ['Professional Certificate in Project Management'],
  'No Formal Education': ['Self-taught'],
};

/**
 * The demo company's openings and the job text the wizard's editor would write for each. Titles,
 * salaries and questions are fixed; the skills come from the taxonomy at load time.
 */
import type { JOB_STATUSES, JOB_TYPES, WORK_TYPES } from '@talentdeck/shared';

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

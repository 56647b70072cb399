/**
 * What the demo candidates' profiles are made of: where they live, their sign-in, and the
 * certificates, schools and degrees a seeded faker (demo.ts) picks from, so every run writes the
 * same people.
 */

/** Every demo candidate signs in with this password; the printed one is the first candidate's. */
export const DEMO_CANDIDATE_PASSWORD = 'Candidate#Meadow57';
export const DEMO_CANDIDATE_DOMAIN = 'candidates.talentdeck.example';

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

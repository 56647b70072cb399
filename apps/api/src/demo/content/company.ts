/**
 * The demo company as it presents itself: its name, people, business profile and offices. The
 * loader (demo-company.ts) writes it through the services.
 */

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

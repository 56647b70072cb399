/** The texts written on applications: recruiters' notes and candidates' screening answers. */

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

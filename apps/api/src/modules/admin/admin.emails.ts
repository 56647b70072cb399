import { composeEmail } from '#api/platform/mail/templates.js';

export const companyApprovedEmail = (to: string, name: string, companyName: string, signInUrl: string) =>
  composeEmail({
    to,
    subject: 'Your company is approved on Talentdeck',
    greeting: `Hello ${name},`,
    paragraphs: [
      `Good news: ${companyName} is approved. You can now sign in to Talentdeck, publish job openings and meet candidates.`,
    ],
    action: { label: 'Sign in', url: signInUrl },
    footnote: 'If you did not sign up for Talentdeck, you can ignore this email.',
  });

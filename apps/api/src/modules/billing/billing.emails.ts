import { formatMoney } from '@talentdeck/shared';
import { composeEmail } from '#api/platform/mail/templates.js';

export const receiptEmail = (
  to: string,
  name: string,
  r: {
    packageName: string;
    amount: number;
    currency: string;
    jobs: number;
    expiryDate: Date;
    reference: string;
    billingUrl: string;
  },
) =>
  composeEmail({
    to,
    subject: 'Your Talentdeck receipt',
    greeting: `Hello ${name},`,
    paragraphs: [
      `Thank you for buying the ${r.packageName} bundle.`,
      `Amount paid: ${formatMoney(r.amount, r.currency)}`,
      `Job postings: ${r.jobs}, to use by ${r.expiryDate.toISOString().slice(0, 10)}.`,
      `Payment reference: ${r.reference}`,
    ],
    action: { label: 'Go to billing', url: r.billingUrl },
    footnote: 'Keep this email as your receipt.',
  });

import { TOKEN_TTL } from '@talentdeck/shared';
import { composeEmail } from '#api/platform/mail/templates.js';

export const verificationEmail = (to: string, name: string, url: string) =>
  composeEmail({
    to,
    subject: 'Verify your email for Talentdeck',
    greeting: `Hello ${name},`,
    paragraphs: ['Thanks for signing up. Please confirm that this is your email address to finish creating your account.'],
    action: { label: 'Verify email', url },
    footnote: `This link works once and expires in ${TOKEN_TTL.emailVerificationHours} hours. If you did not sign up, you can ignore this email.`,
  });

export const passwordResetEmail = (to: string, name: string, url: string) =>
  composeEmail({
    to,
    subject: 'Reset your Talentdeck password',
    greeting: `Hello ${name},`,
    paragraphs: ['We received a request to reset your password. Choose a new one with the button below.'],
    action: { label: 'Reset password', url },
    footnote: `This link works once and expires in ${TOKEN_TTL.passwordResetHours} hour. If you did not ask for it, your password stays as it is.`,
  });

export const emailChangeCodeEmail = (to: string, name: string, code: string) =>
  composeEmail({
    to,
    subject: 'Your Talentdeck email change code',
    greeting: `Hello ${name},`,
    paragraphs: ['Enter this code in Talentdeck to confirm your new email address.'],
    code,
    footnote: `The code expires in ${TOKEN_TTL.emailChangeMinutes} minutes. If you did not ask for it, you can ignore this email.`,
  });

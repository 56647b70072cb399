import { TOKEN_TTL } from '@talentdeck/shared';
import { composeEmail } from '../../platform/mail/templates.js';

export const collaboratorInviteEmail = (to: string, name: string, companyName: string, invitedBy: string, url: string) =>
  composeEmail({
    to,
    subject: `You are invited to join ${companyName} on Talentdeck`,
    greeting: `Hello ${name},`,
    paragraphs: [
      `${invitedBy} invited you to join the ${companyName} team on Talentdeck, where you can create jobs and review candidates together.`,
      'Set your password with the button below to join.',
    ],
    action: { label: 'Join the team', url },
    footnote: `This link works once and expires in ${TOKEN_TTL.collaboratorInviteDays} days. If you were not expecting it, you can ignore this email.`,
  });

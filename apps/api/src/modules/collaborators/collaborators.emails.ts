import { TOKEN_TTL } from '@talentdeck/shared';
import { composeEmail } from '#api/platform/mail/templates.js';

export const collaboratorInviteEmail = (to: string, name: string, companyName: string, invitedBy: string, url: string) =>
  composeEmail({
    to,
    // Fixed: the names below are typed by the inviter, and a subject is what a phishing mail
    // would need to control. The body names them, escaped like every value in the template.
    subject: 'You are invited to join a team on Talentdeck',
    greeting: `Hello ${name},`,
    paragraphs: [
      `${invitedBy} invited you to join the ${companyName} team on Talentdeck, where you can create jobs and review candidates together.`,
      'Set your password with the button below to join.',
    ],
    action: { label: 'Join the team', url },
    footnote: `This link works once and expires in ${TOKEN_TTL.collaboratorInviteDays} days. If you were not expecting it, you can ignore this email.`,
  });

import { describe, expect, it } from 'vitest';
import { emailHtmlProblems } from '#test/email-html.js';
import { composeEmail } from './templates.js';

/**
 * The one layout every email goes through: a complete, valid HTML5 document titled with the
 * subject, whatever parts the email has. `test/emails.int.test.ts` holds every kind the product
 * sends to the same checks through the real sending path.
 */

const HOSTILE = `R&D <Lead> ]]> "Q" 's </title><script>alert(1)</script> &amp;`;

const shapes = {
  'paragraphs only': { paragraphs: ['One.', 'Two.'] },
  'a code': { paragraphs: ['Enter this code.'], code: '123456' },
  'an action and a footnote': {
    paragraphs: ['Press the button.'],
    action: { label: 'Verify email', url: 'http://localhost:3000/verify/abc?x=1&y=2' },
    footnote: 'This link works once.',
  },
  'every part, each with markup in it': {
    paragraphs: [HOSTILE, `Second ${HOSTILE}`],
    code: HOSTILE,
    action: { label: HOSTILE, url: `http://localhost:3000/"><script>alert(1)</script>?a=1&b=2` },
    footnote: HOSTILE,
  },
};

describe('composeEmail', () => {
  it.each(Object.entries(shapes))('makes a valid HTML5 document titled with the subject: %s', async (_, parts) => {
    const mail = composeEmail({
      to: 'ann@example.com',
      subject: 'Verify your email for Talentdeck',
      greeting: 'Hello Ann,',
      ...parts,
    });
    expect(await emailHtmlProblems(mail)).toEqual([]);
  });

  it('escapes the subject in the title and every value in the body', async () => {
    const mail = composeEmail({
      to: 'ann@example.com',
      subject: `Interview invitation: ${HOSTILE}`,
      greeting: `Hello ${HOSTILE},`,
      ...shapes['every part, each with markup in it'],
    });
    expect(await emailHtmlProblems(mail)).toEqual([]);
    expect(mail.html).not.toMatch(/<script|<Lead>|<\/title><|&(?!amp;|lt;|gt;|quot;|#39;)/);
    expect(mail.html).not.toContain('http://localhost:3000/"');
    expect(mail.html).toContain('&amp;amp;');
    expect(mail.html).toContain('<title>Interview invitation: R&amp;D &lt;Lead&gt; ]]&gt; &quot;Q&quot; &#39;s &lt;/title&gt;');
  });

  it('keeps the text part as it was: greeting, paragraphs, code, action, footnote, signature', () => {
    const mail = composeEmail({
      to: 'ann@example.com',
      subject: 'Verify your email for Talentdeck',
      greeting: 'Hello Ann <Lee>,',
      paragraphs: ['Thanks for signing up.', 'Second'],
      code: '123456',
      action: { label: 'Verify email', url: 'http://localhost:3000/x?a=1&b=2' },
      footnote: 'This link works once.',
    });
    expect(mail.text).toBe(
      [
        'Hello Ann <Lee>,',
        '',
        'Thanks for signing up.',
        '',
        'Second',
        '',
        '123456',
        '',
        'Verify email: http://localhost:3000/x?a=1&b=2',
        '',
        'This link works once.',
        '',
        'Talentdeck',
      ].join('\n'),
    );
    expect(mail).toMatchObject({ to: 'ann@example.com', subject: 'Verify your email for Talentdeck' });
  });
});

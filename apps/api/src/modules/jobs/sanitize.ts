import sanitizeHtml from 'sanitize-html';

/**
 * The job description's allow-list: what the editor produces (paragraphs, bold, italic, links,
 * lists) and nothing else. Scripts, styles, event handlers and javascript: links are dropped;
 * links always open in a new tab without the opener and without passing ranking.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 'a', 'ul', 'ol', 'li'],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    b: 'strong',
    i: 'em',
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...(attribs.href ? { href: attribs.href } : {}), rel: 'noopener noreferrer nofollow', target: '_blank' },
    }),
  },
};

export const sanitizeDescription = (html: string) => sanitizeHtml(html, options).trim();

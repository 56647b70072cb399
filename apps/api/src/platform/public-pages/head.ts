import { escapeHtml } from './html.js';

/** The share image every public page names: the size `og:image:width`/`height` announce. */
export const SHARE_IMAGE = { width: 1200, height: 630 } as const;

export type PublicHead = {
  title: string;
  /** Plain text, at most ~200 characters: the page's one meta description. */
  description: string;
  /** The page's absolute canonical address. */
  url: string;
  /** An absolute address of a SHARE_IMAGE-sized picture of the page, and its text alternative. */
  image?: { url: string; alt: string };
  siteName?: string;
};

/**
 * A public page's head tags (title, the one meta description, canonical link, Open Graph and
 * Twitter tags with a large image card): the job page uses it, and so can any other public page.
 * Values are escaped here.
 */
export function publicHeadTags(head: PublicHead) {
  const { title, description, url, image, siteName = 'Talentdeck' } = head;
  const meta = (attr: 'name' | 'property', key: string, value: string | number) =>
    `<meta ${attr}="${key}" content="${escapeHtml(String(value))}">`;
  const imageTags = image
    ? [
        meta('property', 'og:image', image.url),
        meta('property', 'og:image:alt', image.alt),
        meta('property', 'og:image:width', SHARE_IMAGE.width),
        meta('property', 'og:image:height', SHARE_IMAGE.height),
        meta('property', 'og:image:type', 'image/png'),
        meta('name', 'twitter:image', image.url),
        meta('name', 'twitter:image:alt', image.alt),
      ]
    : [];
  return [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    ...imageTags,
  ].join('\n');
}

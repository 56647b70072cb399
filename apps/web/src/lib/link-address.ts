/** What the link dialog makes of an address: a link, no link (emptied), or why it cannot be one. */
export type LinkAddress = { href: string } | { remove: true } | { error: string };

export const LINK_ADDRESS_ERROR = 'Enter a web address (https://…) or an email address (mailto:…)';

/**
 * Reads the address typed in the job description's link dialog. A bare domain ("example.com/jobs",
 * "www.example.com") gets https:// in front rather than being dropped; an email address gets
 * mailto:; anything else with a scheme of its own (javascript:, data:) is refused with a message.
 */
export function linkAddress(input: string): LinkAddress {
  const value = input.trim();
  if (!value || value === 'https://' || value === 'http://') return { remove: true };
  if (/^(https?:\/\/|mailto:)\S+$/i.test(value)) return { href: value };
  if (/^[^\s@/:]+@[^\s@/:]+\.[a-z]{2,}$/i.test(value)) return { href: `mailto:${value}` };
  if (/^[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}(:\d{1,5})?([/?#]\S*)?$/i.test(value)) return { href: `https://${value}` };
  return { error: LINK_ADDRESS_ERROR };
}

import { describe, expect, it } from 'vitest';
import { LINK_ADDRESS_ERROR, linkAddress } from './link-address';

describe('the link dialog’s address', () => {
  it('keeps web and mail addresses, and completes a bare domain or email address', () => {
    expect(linkAddress(' https://example.com/jobs ')).toEqual({ href: 'https://example.com/jobs' });
    expect(linkAddress('http://example.com')).toEqual({ href: 'http://example.com' });
    expect(linkAddress('mailto:jobs@example.com')).toEqual({ href: 'mailto:jobs@example.com' });
    expect(linkAddress('example.com/careers?team=data')).toEqual({ href: 'https://example.com/careers?team=data' });
    expect(linkAddress('www.example.co.uk')).toEqual({ href: 'https://www.example.co.uk' });
    expect(linkAddress('jobs@example.com')).toEqual({ href: 'mailto:jobs@example.com' });
  });

  it('removes the link when emptied, and refuses what is not an address', () => {
    expect(linkAddress('')).toEqual({ remove: true });
    expect(linkAddress('https://')).toEqual({ remove: true });
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', 'not a link', 'example'])
      expect(linkAddress(bad)).toEqual({ error: LINK_ADDRESS_ERROR });
  });
});

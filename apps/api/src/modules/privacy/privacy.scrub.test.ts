import { ERASURE } from '@talentdeck/shared';
import { describe, expect, it } from 'vitest';
import { scrubName } from './privacy.scrub.js';

const gone = ERASURE.nameDeleted;

describe('scrubName', () => {
  it('replaces the full name once, and each word of it, in any case', () => {
    expect(scrubName('Hello Maya Okafor, see you soon', 'Maya Okafor')).toBe(`Hello ${gone}, see you soon`);
    expect(scrubName('Thanks MAYA! Ms okafor will call', 'Maya Okafor')).toBe(`Thanks ${gone}! Ms ${gone} will call`);
  });

  it('leaves words that only contain the name, and one-letter initials', () => {
    expect(scrubName('Annual review for Ann', 'Ann J Lee')).toBe(`Annual review for ${gone}`);
    expect(scrubName('J. said Leeway', 'Ann J Lee')).toBe('J. said Leeway');
  });

  it('treats letters beyond ASCII as word characters and regex characters as text', () => {
    expect(scrubName('Chère Zoé, Zoéline', 'Zoé')).toBe(`Chère ${gone}, Zoéline`);
    expect(scrubName('Hi (Bob) and Bo', 'B.o (Bob)')).toBe(`Hi (${gone}) and Bo`);
  });

  it('changes nothing of a text without the name', () => {
    expect(scrubName('Your interview is on Monday', 'Maya Okafor')).toBe('Your interview is on Monday');
  });
});

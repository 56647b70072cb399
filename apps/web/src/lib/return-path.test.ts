import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-path';

const origin = 'https://talentdeck.example';

describe('safeReturnPath', () => {
  it('keeps a path of the candidate area, with its query and hash', () => {
    expect(safeReturnPath('/candidate/jobs/8d2f', origin)).toBe('/candidate/jobs/8d2f');
    expect(safeReturnPath('/candidate/jobs?q=data#top', origin)).toBe('/candidate/jobs?q=data#top');
  });

  it('refuses anything that could leave the area or the origin', () => {
    for (const bad of [
      null,
      42,
      '',
      '/dashboard',
      '/candidate',
      'candidate/jobs',
      '//evil.example/candidate/jobs',
      'https://evil.example/candidate/jobs',
      '/candidate/\\evil.example',
      '/candidate/../dashboard',
      'javascript:alert(1)',
    ]) {
      expect(safeReturnPath(bad, origin), String(bad)).toBeNull();
    }
  });
});

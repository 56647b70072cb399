import { describe, expect, it } from 'vitest';
import { textLinks } from './text-links';

describe('links in a written answer', () => {
  it('makes http(s) addresses links and keeps the rest as text', () => {
    expect(textLinks('My portfolio: https://ada.example.com/work, and code at http://git.example.org/ada.')).toEqual([
      { text: 'My portfolio: ' },
      { text: 'https://ada.example.com/work', href: 'https://ada.example.com/work' },
      { text: ', and code at ' },
      { text: 'http://git.example.org/ada', href: 'http://git.example.org/ada' },
      { text: '.' },
    ]);
  });

  it('leaves text without an address, and other schemes, as they are', () => {
    expect(textLinks('Next month.')).toEqual([{ text: 'Next month.' }]);
    expect(textLinks('javascript:alert(1) ftp://x.example')).toEqual([{ text: 'javascript:alert(1) ftp://x.example' }]);
    expect(textLinks('')).toEqual([]);
  });

  it('keeps a query and a path, and stops at a closing bracket', () => {
    expect(textLinks('(see https://x.example/a?b=c&d=e)')).toEqual([
      { text: '(see ' },
      { text: 'https://x.example/a?b=c&d=e', href: 'https://x.example/a?b=c&d=e' },
      { text: ')' },
    ]);
  });
});

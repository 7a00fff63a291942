import { describe, expect, it } from 'vitest';
import { cdnBase, cdnOrigins } from './cdn.ts';

describe('CDN entries', () => {
  it('read a bare host as https and keep a written scheme, port and path', () => {
    expect(cdnBase('img.example')).toBe('https://img.example');
    expect(cdnBase('http://127.0.0.1:8080/icons/')).toBe('http://127.0.0.1:8080/icons');
  });

  it('give each origin once, and none for an entry that is no address', () => {
    expect(
      cdnOrigins(['img.example', 'https://img.example/other', 'http://img.example:81', 'a b']),
    ).toEqual(['https://img.example', 'http://img.example:81']);
  });
});

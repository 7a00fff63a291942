// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { checkUploads } from './proof-upload.ts';

const file = (name: string, type: string, size: number) => {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};
const MB = 1024 * 1024;

describe('checkUploads', () => {
  it('accepts up to 3 png/jpg files of at most 5 MB', () => {
    const files = [file('a.png', 'image/png', MB), file('b.jpg', 'image/jpeg', 5 * MB)];
    expect(checkUploads(files).error).toBeNull();
    expect(checkUploads([file('c.JPEG', 'image/jpeg', 10)]).error).toBeNull();
  });

  it('refuses other types, even renamed ones', () => {
    expect(checkUploads([file('a.gif', 'image/gif', 10)]).error).toBe('upload_type_invalid');
    expect(checkUploads([file('a.png', 'application/pdf', 10)]).error).toBe('upload_type_invalid');
    expect(checkUploads([file('a.pdf', 'image/png', 10)]).error).toBe('upload_type_invalid');
  });

  it('refuses a file over 5 MB and more than 3 files', () => {
    expect(checkUploads([file('a.png', 'image/png', 5 * MB + 1)]).error).toBe('upload_too_large');
    const four = Array.from({ length: 4 }, (_, i) => file(`${i}.png`, 'image/png', 10));
    expect(checkUploads(four).error).toBe('upload_too_many');
  });

  it('asks for at least one proof when one is required', () => {
    expect(checkUploads([]).error).toBe('wallet.proof.required');
    expect(checkUploads([], false).error).toBeNull();
  });
});

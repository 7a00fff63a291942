import { describe, expect, it } from 'vitest';
import { ACTIVITY_COMMENT_MAX, UPLOAD_MAX_BYTES } from '../../../config/constants.ts';
import {
  checkUploads,
  commentLength,
  imageKind,
  isAllowedType,
  isCommentTooLong,
  withBadSignature,
} from './upload-checks.ts';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0];
const file = (name: string, type: string, size = 10) => ({ name, type, size });

describe('checkUploads', () => {
  it('keeps png and jpg files within the limits', () => {
    const r = checkUploads([], [file('a.png', 'image/png'), file('b.JPG', 'image/jpeg')]);
    expect(r.files.map((f) => f.name)).toEqual(['a.png', 'b.JPG']);
    expect(r.problems).toEqual([]);
  });
  it('refuses other types, even when only the name or only the type is wrong', () => {
    const r = checkUploads(
      [],
      [file('a.gif', 'image/gif'), file('b.gif', 'image/png'), file('c.png', 'image/webp')],
    );
    expect(r.files).toEqual([]);
    expect(r.problems.map((p) => p.key)).toEqual([
      'promotions.upload.type',
      'promotions.upload.type',
      'promotions.upload.type',
    ]);
  });
  it('refuses files over 5 MB and accepts exactly 5 MB', () => {
    const r = checkUploads(
      [],
      [
        file('big.png', 'image/png', UPLOAD_MAX_BYTES + 1),
        file('ok.png', 'image/png', UPLOAD_MAX_BYTES),
      ],
    );
    expect(r.files.map((f) => f.name)).toEqual(['ok.png']);
    expect(r.problems).toEqual([{ key: 'promotions.upload.size', name: 'big.png' }]);
  });
  it('stops at 3 images, counting those already chosen', () => {
    const current = [file('1.png', 'image/png'), file('2.png', 'image/png')];
    const r = checkUploads(current, [file('3.png', 'image/png'), file('4.png', 'image/png')]);
    expect(r.files).toHaveLength(3);
    expect(r.problems).toEqual([{ key: 'promotions.upload.count', name: '4.png' }]);
  });
  it('checks type by name and declared type', () => {
    expect(isAllowedType({ name: 'x.jpeg', type: 'image/jpeg' })).toBe(true);
    expect(isAllowedType({ name: 'x.png', type: '' })).toBe(false);
  });
});

describe('signatures', () => {
  it('recognises png and jpg bytes only', () => {
    expect(imageKind(new Uint8Array(PNG))).toBe('png');
    expect(imageKind(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpg');
    expect(imageKind(new Uint8Array([0x47, 0x49, 0x46, 0x38]))).toBeNull();
  });
  it('finds a gif renamed to .png', async () => {
    const real = new File([new Uint8Array(PNG)], 'real.png', { type: 'image/png' });
    const fake = new File(['GIF89a...'], 'fake.png', { type: 'image/png' });
    expect((await withBadSignature([real, fake])).map((f) => f.name)).toEqual(['fake.png']);
  });
});

describe('comment counter', () => {
  it('counts code points like the server', () => {
    expect(commentLength('abc')).toBe(3);
    expect(commentLength('🎉🎉')).toBe(2);
    expect(commentLength('สวัสดี')).toBe(6);
  });
  it('allows exactly the maximum and refuses one more', () => {
    expect(isCommentTooLong('x'.repeat(ACTIVITY_COMMENT_MAX))).toBe(false);
    expect(isCommentTooLong('x'.repeat(ACTIVITY_COMMENT_MAX + 1))).toBe(true);
    expect(isCommentTooLong('🎉'.repeat(ACTIVITY_COMMENT_MAX))).toBe(false);
  });
});

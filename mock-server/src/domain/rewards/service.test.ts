import { describe, expect, it } from 'vitest';
import { imageType } from './service.ts';
import { pointsTypeOf } from '../points/accrual.ts';

describe('image signatures', () => {
  it('accepts png and jpg by their first bytes only', () => {
    expect(imageType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1]))).toBe('png');
    expect(imageType(Buffer.from([0xff, 0xd8, 0xff, 0xdb]))).toBe('jpg');
    expect(imageType(Buffer.from('GIF89a'))).toBeUndefined();
    expect(imageType(Buffer.from('<svg/>'))).toBeUndefined();
    expect(imageType(Buffer.alloc(0))).toBeUndefined();
  });
});

describe('points types', () => {
  it('maps game categories to the points types of spec §3', () => {
    expect(
      ['LIVE', 'RNG', 'FISH', 'PVP', 'SPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT'].map(pointsTypeOf),
    ).toEqual(['live', 'rng', 'rng', 'pvp', 'sports', 'sports', 'lottery', 'lottery']);
  });
});

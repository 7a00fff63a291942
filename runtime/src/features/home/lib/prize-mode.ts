// Prize mode (spec §4): ELOTT if the ELOTT category holds a TCG_LOTTO_VN or LOTT card, else LOTT.
export type PrizeMode = 'ELOTT' | 'LOTT';

export function prizeModeOf(categories: Partial<Record<string, readonly string[]>>): PrizeMode {
  const elott = categories.ELOTT ?? [];
  return elott.includes('TCG_LOTTO_VN') || elott.includes('LOTT') ? 'ELOTT' : 'LOTT';
}

// The Vietnamese lotteries the platform's vendor TCG_LOTTO_VN offers, under the codes the
// platform's client asks for them by: its draw call names a game as `VN_HCM` (Ho Chi Minh City,
// in ../shared/reference/platform-wire.md). Only that code is on record; the others follow its
// pattern, `VN_` and the province's usual abbreviation, and stand for the state lotteries of the
// south's weekly rota and the north's daily draw.

interface VnLottery {
  code: string;
  name: string;
}

export const VN_LOTTERIES: readonly VnLottery[] = [
  { code: 'VN_HCM', name: 'Ho Chi Minh City' },
  { code: 'VN_MB', name: 'Northern Lottery' },
  { code: 'VN_DT', name: 'Dong Thap' },
  { code: 'VN_CM', name: 'Ca Mau' },
  { code: 'VN_BTR', name: 'Ben Tre' },
  { code: 'VN_VT', name: 'Vung Tau' },
  { code: 'VN_BL', name: 'Bac Lieu' },
  { code: 'VN_DN', name: 'Dong Nai' },
  { code: 'VN_CT', name: 'Can Tho' },
  { code: 'VN_ST', name: 'Soc Trang' },
  { code: 'VN_TN', name: 'Tay Ninh' },
  { code: 'VN_AG', name: 'An Giang' },
];

/** The vendor whose lottery games are these, in the category whose games they are. */
export const VN_LOTTERY_VENDOR = { vendor: 'TCG_LOTTO_VN', category: 'LOTT' } as const;

// Lottery data kept in the tenant's data file. Owned by the lottery family: refine freely.
export interface LotteryData {
  [collection: string]: unknown[];
}

export function emptyLotteryData(): LotteryData {
  return {};
}

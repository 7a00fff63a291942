// Rewards data kept in the tenant's data file. Owned by the rewards family: refine freely.
export interface RewardsData {
  [collection: string]: unknown[];
}

export function emptyRewardsData(): RewardsData {
  return {};
}

// Games data kept in the tenant's data file. Owned by the games family: refine freely.
export interface GamesData {
  [collection: string]: unknown[];
}

export function emptyGamesData(): GamesData {
  return {};
}

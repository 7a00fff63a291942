// Points data kept in the tenant's data file. Owned by the points family: refine freely.
export interface PointsData {
  [collection: string]: unknown[];
}

export function emptyPointsData(): PointsData {
  return {};
}

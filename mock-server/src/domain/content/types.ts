// Content data kept in the tenant's data file. Owned by the content family: refine freely.
export interface ContentData {
  [collection: string]: unknown[];
}

export function emptyContentData(): ContentData {
  return {};
}

// Who an offer can go to: the agent centre answers a search with a page of its direct downlines
// (the contract pages do not load the agent's team themselves).
export interface DownlineOption {
  id: number;
  account: string;
}

export interface FoundDownlines {
  list: readonly DownlineOption[];
  /** More accounts match than the list shows. */
  more: boolean;
  pending: boolean;
}

/** A hook: the direct downlines whose account contains `search` (all when empty). */
export type FindDownlines = (search: string) => FoundDownlines;

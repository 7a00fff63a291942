// Agents data kept in the tenant's data file. Owned by the agents family: refine freely.
export interface AgentsData {
  [collection: string]: unknown[];
}

export function emptyAgentsData(): AgentsData {
  return {};
}

// What the status and whitelabel calls tell a client about a tenant's flags, derived from the
// flag registry (flags.ts): Lobby's module tree, and the same switches as the platform's own
// client reads them.
import {
  FLAG_GROUPS,
  flagRows,
  isSet,
  type FlagGroup,
  type FlagRow,
  type FlagValues,
} from './flags.ts';

export type WhitelabelNode = {
  modId: string;
  enabled: boolean;
  childrenNodes: WhitelabelNode[];
};

const leaf = (modId: string, enabled: boolean): WhitelabelNode => ({
  modId,
  enabled,
  childrenNodes: [],
});

/**
 * The whitelabel tree, grouped as the platform's menu does: the groups first, each flag of a group
 * under its node and on when any child is, then the flags of no group.
 */
export function whitelabelTree(values: FlagValues): WhitelabelNode[] {
  const groups = new Map<FlagGroup, WhitelabelNode>(
    FLAG_GROUPS.map((g) => [g, { modId: g, enabled: false, childrenNodes: [] }]),
  );
  const loose: WhitelabelNode[] = [];
  for (const [name, row] of flagRows()) {
    let n: WhitelabelNode;
    if (isSet(row)) {
      const set = values[name] as Record<string, boolean>;
      const items = Object.entries(row.items).map(([item, r]) => leaf(r.node, set[item] === true));
      n = { modId: row.node, enabled: items.some((c) => c.enabled), childrenNodes: items };
    } else n = leaf(row.node, values[name] as boolean);
    const parent = row.group && groups.get(row.group);
    if (!parent) loose.push(n);
    else {
      parent.childrenNodes.push(n);
      parent.enabled ||= n.enabled;
    }
  }
  return [...groups.values(), ...loose];
}

/** Every switch under the platform's own name (`FREEPLAY3`, `LINELOGIN3`…), where it has one. */
export function platformWhitelabelValues(values: FlagValues): Record<string, boolean> {
  const out: Record<string, boolean> = {};
  for (const [name, row] of flagRows()) {
    if (isSet(row)) {
      const set = values[name] as Record<string, boolean>;
      for (const [item, r] of Object.entries(row.items))
        if (r.platform) out[r.platform] = set[item] === true;
    } else if (row.platform) out[row.platform] = values[name] as boolean;
  }
  return out;
}

/** Every node of a tree, at any depth, by its id: whether it is on. */
export function switchesOf(tree: readonly WhitelabelNode[]): Map<string, boolean> {
  const on = new Map<string, boolean>();
  const walk = (nodes: readonly WhitelabelNode[]) => {
    for (const n of nodes) {
      on.set(n.modId, n.enabled);
      walk(n.childrenNodes);
    }
  };
  walk(tree);
  return on;
}

/**
 * The same switches as the platform's own client reads them: each under the module (`modID`)
 * that gates its calls, by its platform name, from Lobby's tree of the same tenant. A module is on
 * unless it is itself a switch that is off (PTSYS3, FREEPLAY3...): COMM3, REG3 and the like gate
 * calls every site has.
 */
export function platformWhitelabelTree(lobbyTree: readonly WhitelabelNode[]): WhitelabelNode[] {
  const on = switchesOf(lobbyTree);
  const modules = new Map<string, WhitelabelNode>();
  const add = (row: FlagRow) => {
    if (!row.platform) return;
    const enabled = on.get(row.node) === true;
    let parent = modules.get(row.module);
    if (!parent) {
      parent = { modId: row.module, enabled: true, childrenNodes: [] };
      modules.set(row.module, parent);
    }
    parent.childrenNodes.push(leaf(row.platform, enabled));
    if (row.module === row.platform) parent.enabled = enabled;
  };
  for (const [, row] of flagRows()) {
    if (isSet(row)) Object.values(row.items).forEach(add);
    else add(row);
  }
  return [...modules.values()];
}

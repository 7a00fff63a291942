// The platform's whitelabel tree (switches under their platform names, grouped by module) back
// into Lobby's tree, for the runtime's platform adapter: each of Lobby's flags takes the value of
// the switch with its platform name. A flag the platform has no name for is off, as on a platform
// that does not offer it.
import { flagRows, isSet, type FlagValues } from '../flags.ts';
import { switchesOf, whitelabelTree, type WhitelabelNode } from '../whitelabel.ts';

export type PlatformNode = WhitelabelNode;

/** Lobby's flag values from the platform's switches. */
export function lobbyFlagValues(platformTree: readonly PlatformNode[]): FlagValues {
  const on = switchesOf(platformTree);
  const valueOf = (platform: string | undefined) =>
    platform !== undefined && on.get(platform) === true;
  const values: Record<string, boolean | Record<string, boolean>> = {};
  for (const [name, row] of flagRows()) {
    if (isSet(row)) {
      const set: Record<string, boolean> = {};
      for (const [item, r] of Object.entries(row.items)) set[item] = valueOf(r.platform);
      values[name] = set;
    } else values[name] = valueOf(row.platform);
  }
  return values as FlagValues;
}

export function lobbyWhitelabelTree(platformTree: readonly PlatformNode[]): WhitelabelNode[] {
  return whitelabelTree(lobbyFlagValues(platformTree));
}

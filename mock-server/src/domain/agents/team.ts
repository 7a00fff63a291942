// The downline tree: who is under whom (member.parentId is the direct upline).
import type { Member } from '../../records/members.ts';
import type { TenantData } from '../../store/data.ts';

function childrenIndex(members: readonly Member[]): Map<number, Member[]> {
  const index = new Map<number, Member[]>();
  for (const m of members) {
    if (m.parentId === undefined) continue;
    const list = index.get(m.parentId) ?? [];
    list.push(m);
    index.set(m.parentId, list);
  }
  return index;
}

/** Every member below `rootId`, each with its depth (1 = direct downline), breadth first. */
export function descendants(
  data: Readonly<TenantData>,
  rootId: number,
): { member: Member; depth: number }[] {
  const index = childrenIndex(data.members);
  const out: { member: Member; depth: number }[] = [];
  const seen = new Set<number>([rootId]);
  let level: number[] = [rootId];
  for (let depth = 1; level.length > 0; depth++) {
    const next: number[] = [];
    for (const id of level) {
      for (const child of index.get(id) ?? []) {
        if (seen.has(child.id)) continue;
        seen.add(child.id);
        out.push({ member: child, depth });
        next.push(child.id);
      }
    }
    level = next;
  }
  return out;
}

/** Ids of a member's team: the member itself and everyone below it. */
export function teamIds(data: Readonly<TenantData>, rootId: number): Set<number> {
  return new Set([rootId, ...descendants(data, rootId).map((d) => d.member.id)]);
}

/** True when `memberId` is somewhere below `agentId`. */
export function isDownlineOf(
  data: Readonly<TenantData>,
  agentId: number,
  memberId: number,
): boolean {
  const byId = new Map(data.members.map((m) => [m.id, m]));
  let cur = byId.get(memberId);
  const seen = new Set<number>();
  while (cur?.parentId !== undefined && !seen.has(cur.id)) {
    if (cur.parentId === agentId) return true;
    seen.add(cur.id);
    cur = byId.get(cur.parentId);
  }
  return false;
}

import { describe, expect, it } from 'vitest';
import { loadValidManifests } from '#manifests/index.ts';
import { repoTenantsDir } from '../../../testing/harness.ts';
import { verifyPassword } from '../../security/password.ts';
import { emptyTenantData } from '../../store/data.ts';
import { seedMembers } from './seed.ts';
import { AGENT_TYPES, isAgent } from '../../records/members.ts';

const manifest = loadValidManifests(repoTenantsDir).find((m) => m.code === 'siam88')!;
const seeded = () => {
  const data = emptyTenantData();
  seedMembers(data, manifest, Date.UTC(2026, 10, 2));
  return data;
};

describe('members seed', () => {
  it('is deterministic', () => {
    expect(JSON.stringify(seeded())).toBe(JSON.stringify(seeded()));
  });

  it('creates the demo accounts with working passwords and no trial member', async () => {
    const data = seeded();
    const by = (a: string) => data.members.find((m) => m.account === a)!;
    expect(await verifyPassword('Player123!', by('player1').passwordHash)).toBe(true);
    expect(await verifyPassword('123456', by('player1').paymentPasswordHash)).toBe(true);
    expect(await verifyPassword('Agent123!', by('agent1').passwordHash)).toBe(true);
    expect(by('agent1').type).toBe(1);
    expect(by('backoffice').type).toBe(9);
    expect(by('player2').type).toBe(0);
    expect(data.members.some((m) => m.type === 4)).toBe(false);
    expect(new Set(data.members.map((m) => m.referralCode)).size).toBe(data.members.length);
  });

  it('gives agent1 a 3-level downline of about 50 members using every agent type', () => {
    const data = seeded();
    const agent = data.members.find((m) => m.account === 'agent1')!;
    const depth = new Map<number, number>([[agent.id, 0]]);
    for (const m of data.members) {
      if (m.parentId !== undefined && depth.has(m.parentId))
        depth.set(m.id, depth.get(m.parentId)! + 1);
    }
    const downline = data.members.filter((m) => (depth.get(m.id) ?? 0) > 0);
    expect(downline.length).toBe(50);
    expect(Math.max(...downline.map((m) => depth.get(m.id)!))).toBe(3);
    const types = new Set(data.members.filter(isAgent).map((m) => m.type));
    expect([...types].sort()).toEqual([...AGENT_TYPES].sort());
  });
});

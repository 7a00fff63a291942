// Seed step 'games' (after members, wallet and content): a month of bets for every member with
// money, through the ledger (a bet that cannot be afforded is skipped, so balances stay
// consistent), plus favourites and recent games for player1. Deterministic per tenant.
import type { TenantManifest } from '#schemas/index.ts';
import type { SeedStep } from '../seed-step.ts';
import { nextId, type TenantData } from '../../store/data.ts';
import { balanceOf, post } from '../ledger.ts';
import { isTrial, NON_MEMBER_TYPE } from '../../records/members.ts';
import { tenantCatalogue, type TenantGame } from './catalogue.ts';
import { intBetween, pick, rngOf } from '../../lib/prng.ts';
import { outcomeOf } from './spin.ts';

const DAY = 24 * 3600 * 1000;
/** Stakes of seeded bets (currency units): small, so a real big win tops the winner board. */
const SEED_STAKES = [1, 2, 5, 10] as const;

function seedGames(data: TenantData, manifest: TenantManifest, now: number): void {
  const cat = tenantCatalogue(manifest);
  const playable = cat.games.filter(
    (g) => g.isGame && !g.maintenance && g.category !== 'LOTT' && g.category !== 'ELOTT',
  );
  if (playable.length === 0) return;
  // Members favour a few games, like real players do.
  const favourites = playable.filter((g) => g.isHot);
  for (const member of data.members) {
    if (isTrial(member) || member.type === NON_MEMBER_TYPE) continue;
    if (balanceOf(data, member.id) <= 0) continue;
    const rand = rngOf('seed-bets', manifest.code, member.account);
    const count = intBetween(rand, 20, 40);
    const times = Array.from({ length: count }, () => now - Math.floor(rand() * 30 * DAY)).sort(
      (a, b) => a - b,
    );
    times.forEach((at, i) => {
      const game: TenantGame =
        favourites.length > 0 && rand() < 0.4 ? pick(rand, favourites) : pick(rand, playable);
      const stake = pick(rand, SEED_STAKES) * 100;
      if (balanceOf(data, member.id) < stake) return;
      // History, not play: drawn from the seed's own generator, as reproducible as the rest.
      const spin = rngOf('seed-spin', manifest.code, member.account, i);
      const outcome = outcomeOf(spin(), spin(), stake);
      const id = nextId(data);
      post(data, { memberId: member.id, amount: -stake, type: 'bet', at, ref: `bet:${id}` });
      if (outcome.payout > 0)
        post(data, {
          memberId: member.id,
          amount: outcome.payout,
          type: 'payout',
          at,
          ref: `bet:${id}`,
        });
      data.games.bets.push({
        id,
        memberId: member.id,
        gameCode: game.gameCode,
        gameName: game.gameName,
        vassalage: game.vassalage,
        category: game.category,
        stake,
        payout: outcome.payout,
        at,
        source: 'seed',
      });
    });
  }
  data.games.bets.sort((a, b) => a.at - b.at || a.id - b.id);

  const player1 = data.members.find((m) => m.account === 'player1');
  if (player1) {
    const rand = rngOf('seed-favourites', manifest.code);
    const picks = new Set<TenantGame>();
    while (picks.size < Math.min(6, playable.length)) picks.add(pick(rand, playable));
    [...picks].forEach((g, i) => {
      data.games.favourites.push({
        memberId: player1.id,
        nodeId: g.nodeId,
        gameCode: g.gameCode,
        at: now - (i + 1) * 3600_000,
      });
      if (i < 4)
        data.games.recent.push({ memberId: player1.id, gameCode: g.gameCode, at: now - i * DAY });
    });
  }
}

export const seedGamesStep: SeedStep = (data, manifest, { clock }) =>
  seedGames(data, manifest, clock.now());

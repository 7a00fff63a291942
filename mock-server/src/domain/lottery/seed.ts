// Seed step 'lottery' (after games): a few settled lottery bets for player1 on past draws, one of
// them a winner, debited and paid through the ledger like real ones.
import type { TenantManifest } from '#schemas/index.ts';
import type { SeedStep } from '../seed-step.ts';
import { nextId, type TenantData } from '../../store/data.ts';
import { balanceOf, post } from '../ledger.ts';
import { drawOf, lotteryGames, resultOf } from './draws.ts';
import { settleDue } from './settle.ts';

const HOUR = 3600 * 1000;

function seedLottery(data: TenantData, manifest: TenantManifest, now: number): void {
  const player1 = data.members.find((m) => m.account === 'player1');
  const games = lotteryGames(manifest);
  if (!player1 || games.length === 0) return;
  const plans = [
    { hoursAgo: 50, numbers: ['12', '34', '56'], hit: false },
    { hoursAgo: 26, numbers: ['07', '77'], hit: true },
    { hoursAgo: 3, numbers: ['123', '45'], hit: false },
  ];
  plans.forEach((plan, i) => {
    const g = games[i % games.length]!;
    const drawId = Math.floor((now - plan.hoursAgo * HOUR) / g.periodMs);
    const draw = drawOf(g.periodMs, drawId);
    const result = resultOf(manifest.code, g.game.gameCode, drawId);
    const numbers = [...new Set([...plan.numbers, ...(plan.hit ? [result.slice(-2)] : [])])];
    const stake = 1000;
    const total = stake * numbers.length;
    if (balanceOf(data, player1.id) < total) return;
    const id = nextId(data);
    post(data, {
      memberId: player1.id,
      amount: -total,
      type: 'lottery_bet',
      at: draw.opensAt,
      ref: `lottery-bet:${id}`,
    });
    data.lottery.bets.push({
      id,
      memberId: player1.id,
      gameCode: g.game.gameCode,
      gameName: g.game.gameName,
      vassalage: g.game.vassalage,
      category: g.game.category === 'ELOTT' ? 'ELOTT' : 'LOTT',
      drawId,
      numbers,
      stake,
      total,
      status: 'pending',
      payout: 0,
      placedAt: draw.opensAt,
      closesAt: draw.closesAt,
    });
  });
  settleDue(data, manifest.code, now);
}

export const seedLotteryStep: SeedStep = (data, manifest, { clock }) =>
  seedLottery(data, manifest, clock.now());

// Lottery games, draws and results: pure functions of the tenant's catalogue and the clock.
import type { TenantManifest } from '#schemas/index.ts';
import { tenantCatalogue, type TenantGame } from '../games/catalogue.ts';
import { rngOf } from '../../lib/prng.ts';
import type { LotteryArea } from '../../records/lottery.ts';

export const AREA_OF_VENDOR: Record<string, LotteryArea> = {
  LOTT: 'LOTT',
  ELOTT: 'ELOTT',
  TCG_LOTTO_VN: 'VN',
  TCG_SEA: 'SEA',
};

export const AREA_TITLES: Record<LotteryArea, string> = {
  LOTT: 'Lotto',
  ELOTT: 'E-Lotto',
  VN: 'Vietnam Lottery',
  SEA: 'South-East Asia Lottery',
};

export const DRAW_MINUTES: Record<LotteryArea, number> = { LOTT: 5, ELOTT: 1, VN: 5, SEA: 5 };

/** Open draws listed besides the current one. */
const DRAWS_AHEAD = 2;

/** Pay multipliers by pick length: a 2-digit hit pays 90x the stake, a 3-digit hit 900x. */
const PAYS: Record<number, number> = { 2: 90, 3: 900 };

export interface LotteryGame {
  game: TenantGame;
  area: LotteryArea;
  periodMs: number;
}

const memo = new WeakMap<TenantManifest, LotteryGame[]>();

/** The tenant's lottery games: catalogue games of the lottery vendors under LOTT and ELOTT. */
export function lotteryGames(manifest: TenantManifest): LotteryGame[] {
  const cached = memo.get(manifest);
  if (cached) return cached;
  const games = tenantCatalogue(manifest).games.flatMap((game) => {
    const area = AREA_OF_VENDOR[game.vassalage];
    if (!game.isGame || !area || (game.category !== 'LOTT' && game.category !== 'ELOTT')) return [];
    return [{ game, area, periodMs: DRAW_MINUTES[area] * 60_000 }];
  });
  memo.set(manifest, games);
  return games;
}

export function lotteryGame(manifest: TenantManifest, gameCode: string): LotteryGame | undefined {
  return lotteryGames(manifest).find((g) => g.game.gameCode === gameCode);
}

export interface Draw {
  drawId: number;
  opensAt: number;
  closesAt: number;
}

export function drawOf(periodMs: number, drawId: number): Draw {
  return { drawId, opensAt: drawId * periodMs, closesAt: (drawId + 1) * periodMs };
}

/** The draw taking bets now and the next ones. */
export function openDraws(periodMs: number, now: number, ahead = DRAWS_AHEAD): Draw[] {
  const current = Math.floor(now / periodMs);
  return Array.from({ length: ahead + 1 }, (_, i) => drawOf(periodMs, current + i));
}

/** Whether a draw still takes bets at `now` (and is not too far ahead). */
export function isOpen(periodMs: number, drawId: number, now: number): boolean {
  const current = Math.floor(now / periodMs);
  return drawId >= current && drawId <= current + DRAWS_AHEAD;
}

/** The 5 digits drawn: fixed by (tenant, game, drawId). */
export function resultOf(tenantCode: string, gameCode: string, drawId: number): string {
  const rand = rngOf('lottery', tenantCode, gameCode, drawId);
  return String(Math.floor(rand() * 100_000)).padStart(5, '0');
}

/** What a bet of `stake` per number wins against `result` (minor units). */
export function winningsOf(numbers: readonly string[], stake: number, result: string): number {
  let total = 0;
  for (const n of numbers) {
    if (result.endsWith(n)) total += stake * (PAYS[n.length] ?? 0);
  }
  return total;
}

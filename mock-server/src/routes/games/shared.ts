// Helpers the games route files share.
import { type TenantCatalogue, type TenantGame } from '../../domain/games/catalogue.ts';
import { ApiError } from '../../refusals/api-error.ts';

export function gameOf(cat: TenantCatalogue, gameCode: string): TenantGame {
  const g = cat.byCode.get(gameCode);
  if (!g) throw new ApiError(404, 'game_not_found', `no game ${gameCode}`);
  return g;
}

/** Newest first; entries with the same time keep their order of insertion (later is newer). */
export function byRecency<T extends { memberId: number; at: number }>(
  list: readonly T[],
  memberId: number,
): T[] {
  return list
    .map((x, i) => ({ x, i }))
    .filter(({ x }) => x.memberId === memberId)
    .sort((a, b) => b.x.at - a.x.at || b.i - a.i)
    .map(({ x }) => x);
}

export function codesByRecency(
  list: readonly { memberId: number; gameCode: string; at: number }[],
  memberId: number,
): string[] {
  return byRecency(list, memberId).map((x) => x.gameCode);
}

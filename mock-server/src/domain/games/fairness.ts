// Provably fair seeds of the demo game, one pair per member: a secret server seed whose SHA-256
// is shown before play, a client seed the player may choose, and a nonce counting the spins
// drawn from the pair. Rotating reveals the server seed (so every spin drawn from it can be
// recomputed) and starts a new pair; nothing a player sees before that tells an unplayed spin.
import crypto from 'node:crypto';
import { DomainError } from '../../refusals/refusal.ts';
import { fairOutcome, seedHashOf, type SpinOutcome } from './spin.ts';
import type { GamesData, RevealedSeed, SeedPair } from '../../records/games.ts';

/** Revealed seeds kept per member: enough to verify a long session's spins. */
const REVEALED_KEPT = 20;
/** A client seed the player sets: printable, no colon (it separates the seed from the nonce). */
const CLIENT_SEED_PATTERN = /^[\x21-\x39\x3b-\x7e]{1,64}$/;

const randomHex = (bytes: number) => crypto.randomBytes(bytes).toString('hex');

function newPair(memberId: number, clientSeed: string | undefined, now: number): SeedPair {
  const serverSeed = randomHex(32);
  return {
    memberId,
    serverSeed,
    serverSeedHash: seedHashOf(serverSeed),
    clientSeed: clientSeed ?? randomHex(8),
    nonce: 0,
    createdAt: now,
  };
}

/** The member's current pair, made on first use. */
export function seedPairOf(games: GamesData, memberId: number, now: number): SeedPair {
  const seeds = (games.seeds ??= []);
  let pair = seeds.find((s) => s.memberId === memberId);
  if (!pair) {
    pair = newPair(memberId, undefined, now);
    seeds.push(pair);
  }
  return pair;
}

/** The pair as the player may see it: never the server seed. */
export function publicPair(pair: SeedPair): Omit<SeedPair, 'serverSeed' | 'memberId'> {
  return {
    serverSeedHash: pair.serverSeedHash,
    clientSeed: pair.clientSeed,
    nonce: pair.nonce,
    createdAt: pair.createdAt,
  };
}

/** Draws the member's next spin and moves the nonce on. */
export function drawSpin(
  games: GamesData,
  memberId: number,
  stakeMinor: number,
  now: number,
): { outcome: SpinOutcome; fair: { serverSeedHash: string; clientSeed: string; nonce: number } } {
  const pair = seedPairOf(games, memberId, now);
  const nonce = pair.nonce++;
  return {
    outcome: fairOutcome(pair.serverSeed, pair.clientSeed, nonce, stakeMinor),
    fair: { serverSeedHash: pair.serverSeedHash, clientSeed: pair.clientSeed, nonce },
  };
}

/**
 * Reveals the member's current server seed and starts a new pair with `clientSeed` (a random one
 * when none is given). Refuses a client seed outside CLIENT_SEED_PATTERN.
 */
export function rotateSeeds(
  games: GamesData,
  memberId: number,
  clientSeed: string | undefined,
  now: number,
): { revealed: RevealedSeed; next: SeedPair } {
  if (clientSeed !== undefined && !CLIENT_SEED_PATTERN.test(clientSeed))
    throw new DomainError('client_seed_invalid', 'client seed: 1 to 64 printable characters', [
      { in: 'body', field: 'clientSeed', message: 'printable, no spaces or colons, 64 at most' },
    ]);
  const old = seedPairOf(games, memberId, now);
  const revealed: RevealedSeed = {
    memberId,
    serverSeed: old.serverSeed,
    serverSeedHash: old.serverSeedHash,
    clientSeed: old.clientSeed,
    spins: old.nonce,
    createdAt: old.createdAt,
    revealedAt: now,
  };
  const list = (games.revealedSeeds ??= []);
  list.push(revealed);
  const mine = list.filter((r) => r.memberId === memberId);
  if (mine.length > REVEALED_KEPT) {
    const drop = new Set(mine.slice(0, mine.length - REVEALED_KEPT));
    games.revealedSeeds = list.filter((r) => !drop.has(r));
  }
  const next = newPair(memberId, clientSeed, now);
  games.seeds = (games.seeds ?? []).map((s) => (s.memberId === memberId ? next : s));
  return { revealed, next };
}

/** The revealed server seed behind a commitment, or null while it is still secret. */
export function revealedSeedOf(
  games: Readonly<GamesData>,
  memberId: number,
  serverSeedHash: string,
): string | null {
  const r = games.revealedSeeds?.find(
    (x) => x.memberId === memberId && x.serverSeedHash === serverSeedHash,
  );
  return r ? r.serverSeed : null;
}

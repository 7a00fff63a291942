// The demo game is provably fair: what a player sees before a spin (the launch URL and answer,
// the page, the state, earlier spins) tells nothing of it, and after rotation every spin can be
// recomputed from the revealed seed. Launch tickets end with the session that launched them.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hash32, mulberry32 } from '../lib/prng.ts';
import { outcomeOf } from '../domain/games/spin.ts';
import { hashPasswordWithSalt } from '../security/password.ts';
import { startTestServer, type TestServer } from '../../testing/harness.ts';

interface Pair {
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}
interface Spin extends Pair {
  stake: number;
  payout: number;
  multiplier: number;
  balance: number;
}
interface HistoryRow extends Pair {
  betId: number;
  stake: number;
  payout: number;
  serverSeed: string | null;
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const T = 'goldcrown';

async function launch(account: string, fund = 10_000_000) {
  const { member, token } = await server.memberWithToken(T, account);
  if (fund) await server.fund(T, member.id, fund);
  const l = await server.call<{ url: string }>(T, 'GET', '/wps/game/launchGame?gameCode=PP_0003', {
    token,
  });
  const url = l.body.value.url;
  return { member, token, url, launchText: l.text, ticket: new URL(url).searchParams.get('t')! };
}

const spin = (ticket: string, stake = 1) =>
  server.call<Spin>(T, 'POST', '/demo-game/spin', { body: { ticket, stake } });

/** An independent recomputation: HMAC-SHA256(server seed, "client:nonce"), first 8 bytes. */
function recompute(serverSeed: string, clientSeed: string, nonce: number, stakeMinor: number) {
  const mac = crypto.createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}`).digest();
  return outcomeOf(mac.readUInt32BE(0) / 2 ** 32, mac.readUInt32BE(4) / 2 ** 32, stakeMinor);
}

describe('provably fair demo game', () => {
  it('shows the commitment before play; after rotation every spin recomputes from the revealed seed', async () => {
    const { ticket } = await launch('fair1');
    const state = await server.call<{ fair: Pair }>(T, 'GET', `/demo-game/state?t=${ticket}`);
    const committed = state.body.value.fair;
    expect(committed.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(committed.nonce).toBe(0);
    const spins: Spin[] = [];
    for (let i = 0; i < 12; i++) spins.push((await spin(ticket, 5)).body.value);
    expect(spins.map((s) => s.nonce)).toEqual([...Array(12).keys()]);
    expect(spins.every((s) => s.serverSeedHash === committed.serverSeedHash)).toBe(true);

    const secret = await server.call<{ list: HistoryRow[] }>(
      T,
      'GET',
      `/demo-game/history?t=${ticket}`,
    );
    expect(secret.body.value.list).toHaveLength(12);
    expect(secret.body.value.list.every((r) => r.serverSeed === null)).toBe(true);

    const rotated = await server.call<{
      revealed: { serverSeed: string; spins: number };
      next: Pair;
    }>(T, 'POST', '/demo-game/seeds', { body: { ticket, clientSeed: 'my-own-seed' } });
    expect(rotated.status).toBe(200);
    const seed = rotated.body.value.revealed.serverSeed;
    expect(crypto.createHash('sha256').update(seed).digest('hex')).toBe(committed.serverSeedHash);
    expect(rotated.body.value.revealed.spins).toBe(12);
    expect(rotated.body.value.next).toMatchObject({ clientSeed: 'my-own-seed', nonce: 0 });
    expect(rotated.body.value.next.serverSeedHash).not.toBe(committed.serverSeedHash);

    const history = await server.call<{ list: HistoryRow[] }>(
      T,
      'GET',
      `/demo-game/history?t=${ticket}`,
    );
    for (const row of history.body.value.list) {
      expect(row.serverSeed).toBe(seed);
      const o = recompute(seed, row.clientSeed, row.nonce, Math.round(row.stake * 100));
      expect(o.payout).toBe(Math.round(row.payout * 100));
    }
    // The next spin uses the player's client seed.
    expect((await spin(ticket)).body.value.clientSeed).toBe('my-own-seed');
  });

  it('refuses a client seed that could not be told from the nonce', async () => {
    const { ticket } = await launch('fair2', 0);
    for (const clientSeed of ['has:colon', 'has space', 'x'.repeat(65)]) {
      const r = await server.call(T, 'POST', '/demo-game/seeds', { body: { ticket, clientSeed } });
      expect(r.status, clientSeed).toBe(400);
    }
    const r = await server.call(T, 'POST', '/demo-game/seeds', {
      body: { ticket, clientSeed: 'has:colon' },
    });
    expect(r.body.errorCode).toBe('client_seed_invalid');
  });

  it('a probe that sees everything a player sees predicts no better than chance', async () => {
    const { ticket, url, launchText } = await launch('probe');
    const page = await server.call(T, 'GET', `/demo-game/play?t=${ticket}`);
    const seen: string[] = [url, launchText, page.text];
    const state = await server.call<{ fair: Pair }>(T, 'GET', `/demo-game/state?t=${ticket}`);
    seen.push(state.text);
    const candidates = [
      ticket,
      state.body.value.fair.serverSeedHash,
      state.body.value.fair.clientSeed,
    ];
    const pays = (o: { multiplier: number }) => o.multiplier >= 1;
    // The predictors: the old maths (a PRNG of the ticket and the spin number), and the fair
    // draw keyed by each string the player saw.
    const predictors = [
      (n: number) => {
        const rand = mulberry32(hash32(['demo-spin', ticket, n].join('|')));
        return pays(outcomeOf(rand(), rand(), 100));
      },
      ...candidates.map(
        (key) => (n: number, client: string) => pays(recompute(key, client, n, 100)),
      ),
    ];
    const SPINS = 400;
    const hits = predictors.map(() => ({ predicted: 0, right: 0 }));
    let wins = 0;
    for (let n = 0; n < SPINS; n++) {
      const r = await spin(ticket);
      expect(r.status).toBe(200);
      seen.push(r.text);
      const won = pays(r.body.value);
      if (won) wins++;
      predictors.forEach((p, i) => {
        if (!p(n, r.body.value.clientSeed)) return;
        hits[i]!.predicted++;
        if (won) hits[i]!.right++;
      });
    }
    const history = await server.call(T, 'GET', `/demo-game/history?t=${ticket}`);
    seen.push(history.text);
    // The secret never reached the player before rotation...
    const secret = server.lobby.deps.tenants
      .byCode(T)!
      .store.data.games.seeds!.find(
        (s) => s.serverSeedHash === state.body.value.fair.serverSeedHash,
      )!.serverSeed;
    expect(seen.some((text) => text.includes(secret))).toBe(false);
    // ...and no predictor does better than the base rate (a paying spin is about 30%): four
    // standard deviations above it would be a prediction (the old maths was right 80 of 80).
    const base = wins / SPINS;
    for (const h of hits) {
      if (h.predicted < 20) continue;
      const sd = Math.sqrt((base * (1 - base)) / h.predicted);
      expect(h.right / h.predicted).toBeLessThan(base + 4 * sd);
    }
  });

  it('a launch ticket stops playing at logout and at a password change', async () => {
    const { ticket, token } = await launch('ticketend');
    expect((await spin(ticket)).status).toBe(200);
    await server.call(T, 'DELETE', '/wps/session/logout', { token });
    expect((await spin(ticket)).status).toBe(401);
    expect((await server.call(T, 'GET', `/demo-game/play?t=${ticket}`)).status).toBe(401);

    // A password change ends the games launched before it, even from the session that stays.
    const again = await launch('ticketend', 0);
    await server.lobby.deps.tenants.byCode(T)!.store.write((d) => {
      const m = d.members.find((x) => x.id === again.member.id)!;
      m.passwordHash = hashPasswordWithSalt('Old123!x', Buffer.alloc(16, 7));
    });
    expect((await spin(again.ticket)).status).toBe(200);
    const change = await server.call(T, 'POST', '/wps/member/password', {
      body: { oldPassword: 'Old123!x', newPassword: 'New123!x', confirmNewPassword: 'New123!x' },
      encrypt: true,
      token: again.token,
    });
    expect(change.status, JSON.stringify(change.body)).toBe(200);
    expect((await spin(again.ticket)).status).toBe(401);
  });
});

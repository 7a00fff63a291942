// The studio's create and clone calls over real HTTP on a temp copy of the tenants: the answers
// `lobby new` would offer, each refusal at its field with nothing written, a foreign page
// refused, and a created or cloned brand that `lobby validate` accepts and the fleet lists.
import fs from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { checkManifests, formatProblem, isError } from '#manifests/index.ts';
import type { CreateRequest, NewBrandStart, Refusal } from '#studio/src/protocol.ts';
import { tempRepo, type TempRepo } from '../../testing/fixtures.ts';
import type { startStudioServer } from './server.ts';
import { startTestStudio } from './test-studio.ts';

let repo: TempRepo | undefined;
let studio: Awaited<ReturnType<typeof startStudioServer>> | undefined;
afterEach(async () => {
  await studio?.close();
  studio = undefined;
  repo?.cleanup();
  repo = undefined;
});

async function start() {
  repo = tempRepo(['siam88', 'goldcrown']);
  studio = await startTestStudio(repo);
  return studio.origin;
}

async function offered(origin: string, query: string): Promise<NewBrandStart> {
  const res = await fetch(`${origin}/api/new-brand?${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as NewBrandStart;
}

const create = (origin: string, body: CreateRequest, from = origin) =>
  fetch(`${origin}/api/brands`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: from },
    body: JSON.stringify(body),
  });

const tenants = () => fs.readdirSync(repo!.tenantsDir).sort();

describe('creating a brand from the studio', { timeout: 60_000 }, () => {
  it("offers lobby new's answers, creates a valid brand and the fleet lists it", async () => {
    const origin = await start();
    const { answers } = await offered(origin, 'code=lucky-star');
    expect(answers).toMatchObject({ displayName: 'Lucky Star', domain: 'lucky-star.example.com' });
    const res = await create(origin, {
      code: 'lucky-star',
      answers: { ...answers, primary: '#c0392b', flags: [...answers.flags, 'MANPLAYREB3'] },
    });
    expect(res.status).toBe(201);
    const [result] = checkManifests(repo!.tenantsDir, ['lucky-star'], repo!.root);
    expect(result!.problems.filter(isError).map(formatProblem)).toEqual([]);
    expect(result!.manifest!.themes.dark.primary).toBe('#c0392b');
    expect(result!.manifest!.flags.MANPLAYREB3).toBe(true);
    const fleet = (await (await fetch(`${origin}/api/fleet`)).json()) as { code: string }[];
    expect(fleet.map((r) => r.code)).toContain('lucky-star');
  });

  it('clones with the source choices and keeps what lobby new --from keeps', async () => {
    const origin = await start();
    const { answers } = await offered(origin, 'code=siam-two&from=siam88');
    const source = checkManifests(repo!.tenantsDir, ['siam88'], repo!.root)[0]!.manifest!;
    expect(answers.languages).toEqual(source.languages.available);
    expect(answers.currencyCode).toBe(source.currency.code);
    expect((await create(origin, { code: 'siam-two', from: 'siam88', answers })).status).toBe(201);
    const clone = checkManifests(repo!.tenantsDir, ['siam-two'], repo!.root)[0]!;
    expect(clone.problems.filter(isError)).toEqual([]);
    expect(clone.manifest!.games).toEqual(source.games);
    expect(clone.manifest!.domains).toEqual(['siam-two.example.com']);
  });

  it('says each refusal at its field and writes nothing', async () => {
    const origin = await start();
    const before = tenants();
    const taken = await fetch(`${origin}/api/new-brand?code=siam88`);
    expect(taken.status).toBe(422);
    expect(((await taken.json()) as Refusal).fields).toEqual([
      { field: 'code', reason: expect.stringMatching(/tenant "siam88" already exists/) },
    ]);
    const unknownSource = await fetch(`${origin}/api/new-brand?code=x&from=nope`);
    expect(((await unknownSource.json()) as Refusal).fields?.[0]?.field).toBe('from');

    const { answers } = await offered(origin, 'code=clash');
    const res = await create(origin, {
      code: 'clash',
      answers: {
        ...answers,
        domain: 'siam88.example.com',
        primary: '#12345',
        currencyCode: 'XYZ',
        registration: [],
      },
    });
    expect(res.status).toBe(422);
    const fields = ((await res.json()) as Refusal).fields ?? [];
    // In question order, then the currency symbol against the (refused) currency.
    expect(fields.map((f) => f.field)).toEqual([
      'registration',
      'currencyCode',
      'primary',
      'domain',
      'currencySymbol',
    ]);
    expect(fields.find((f) => f.field === 'domain')?.reason).toMatch(
      /already used by "siam88": enter another host name/,
    );
    // A malformed body is a 400 with what to send, not a crash.
    const malformed = await create(origin, {
      code: 'bad',
      answers: { ...answers, languages: 'en' as unknown as typeof answers.languages },
    });
    expect(malformed.status).toBe(400);
    expect(tenants()).toEqual(before);
  });

  it('refuses a create from another origin', async () => {
    const origin = await start();
    const { answers } = await offered(origin, 'code=evil');
    const res = await create(origin, { code: 'evil', answers }, 'http://evil.example');
    expect(res.status).toBe(403);
    expect(tenants()).not.toContain('evil');
  });
});

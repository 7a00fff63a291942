// @vitest-environment jsdom
// Home sections against the real server: a section further down the page than a screen below
// the viewport asks for nothing; as it comes near it asks for its games and shows them.
import { cleanup, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '#mock-server/testing/harness.ts';
import { homeSections } from '../../../lib/categories.ts';
import { renderWithApp, setUp } from '../../../testing/render.tsx';
import { FakeObserver, reportFrom } from '../../../testing/intersection-observer.ts';
import { fetchFromServer } from '../../../testing/server-fetch.ts';
import { GameSection } from './game-section.tsx';

const T = 'goldcrown';
let server: TestServer;
let manifest: Awaited<ReturnType<typeof setUp>>;
/** The game types of the lists the page asked for, in order. */
const asked: string[] = [];

beforeAll(async () => {
  server = await startTestServer({ only: [T] });
  manifest = await setUp(T, 'en');
  fetchFromServer(server, T);
  const toServer = globalThis.fetch;
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
    const { pathname, searchParams } = new URL(url, 'http://site.test');
    if (pathname === '/lgw/games/list') asked.push(searchParams.get('gameType') ?? '');
    return toServer(url, init);
  });
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterAll(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await server.close();
});

describe('a home section', () => {
  it('asks for its games only once it comes within a screen of the viewport', async () => {
    const [first, second] = homeSections(manifest);
    renderWithApp(
      <>
        <GameSection entry={first!} />
        <GameSection entry={second!} />
      </>,
    );
    const sectionOf = (category: string) => screen.getByTestId(`home-section-${category}`);
    // Nothing reported yet: both are placeholders, and neither asked.
    await new Promise((r) => setTimeout(r, 50));
    expect(asked).toEqual([]);
    expect(screen.queryByTestId(`row-${first!.category}`)).toBeNull();

    reportFrom('100%', true, (el) => el === sectionOf(first!.category));
    expect(await screen.findByTestId(`row-${first!.category}`)).toBeTruthy();
    expect(asked).toEqual([first!.category]);
    expect(screen.queryByTestId(`row-${second!.category}`)).toBeNull();

    reportFrom('100%', true, (el) => el === sectionOf(second!.category));
    expect(await screen.findByTestId(`row-${second!.category}`)).toBeTruthy();
    expect(asked).toEqual([first!.category, second!.category]);
  });
});

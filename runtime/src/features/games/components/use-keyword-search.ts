// Search as you type (spec §2 keyword search over ~10,000 games). The typed keyword is answered
// by the client-side game index in the same frame; the URL follows after a short pause (so a
// search can be linked and reloaded), and the server answers while the index is still on its
// way, or for FAV/RECENT lists, which depend on the member.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { GAME_LIST } from '../../../config/constants.ts';
import { whenIconsIn } from '../../../components/ui/icon-loads.ts';
import { whenIdle } from '../../../lib/idle.ts';
import { useGameIndex } from '../api/get-game-index.ts';
import type { GameListQuery } from '../api/get-game-list.ts';
import { searchGameIndex, type SearchIndex } from '../lib/game-index.ts';

type OnChange = (patch: { q: string | null }) => void;

export function useKeywordSearch(urlKeyword: string, onChange: OnChange, listShown: boolean) {
  const [text, setText] = useState(urlKeyword);
  const typed = text.trim().slice(0, GAME_LIST.keywordMax);

  // The URL changed from outside (back, forward, a link): the box follows it. Our own debounced
  // update is not such a change: the router commits it as a transition, which on a slow phone can
  // land after the player typed on, and must not put the older keyword back in the box.
  const [seenUrl, setSeenUrl] = useState(urlKeyword);
  const [sent, setSent] = useState<string | null>(null);
  if (urlKeyword !== seenUrl) {
    setSeenUrl(urlKeyword);
    if (urlKeyword !== typed && urlKeyword !== sent) setText(urlKeyword);
  }

  useEffect(() => {
    if (typed === urlKeyword) return;
    const timer = window.setTimeout(
      () => {
        setSent(typed);
        onChange({ q: typed || null });
      },
      typed ? GAME_LIST.searchDebounceMs : 0,
    );
    return () => window.clearTimeout(timer);
  }, [typed, urlKeyword, onChange]);

  // The index loads once the first tiles and their icons are in and the browser is idle, or as
  // soon as the player heads for the search box.
  const [wantIndex, setWantIndex] = useState(false);
  const onSearchIntent = useCallback(() => setWantIndex(true), []);
  useEffect(() => {
    if (!listShown || wantIndex) return;
    // Each step's cancel is kept: cancelling one that already ran does nothing.
    const cancels: (() => void)[] = [];
    const then = (start: () => () => void) => () => {
      cancels.push(start());
    };
    cancels.push(
      whenIdle(
        then(() =>
          whenIconsIn(
            then(() => whenIdle(onSearchIntent)),
            GAME_LIST.indexWaitForIconsMs,
          ),
        ),
      ),
    );
    return () => cancels.forEach((cancel) => cancel());
  }, [listShown, wantIndex, onSearchIntent]);
  const index = useGameIndex(wantIndex || typed !== '');

  return { text, setText, typed, onSearchIntent, index: index.data };
}

/** The index's answer to a list query with the typed keyword, or null when it has none. */
export function useLocalResults(index: SearchIndex | undefined, query: GameListQuery) {
  const { gameType, vassalage, subType, keyword, filter } = query;
  return useMemo(
    () =>
      index ? searchGameIndex(index, { gameType, vassalage, subType, keyword, filter }) : null,
    [index, gameType, vassalage, subType, keyword, filter],
  );
}

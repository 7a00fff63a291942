// The lottery lobby page a lobby launch opens (spec §7 "Lottery lobby"): the provider's lobby of
// one area (its games with their draw interval) or one game's betting view, with a back link to
// the site's backUrl. Self-contained HTML; the ticket in its URL is its only credential.
import { escapeHtml } from '../games/demo-page.ts';
import { DRAW_MINUTES, type LotteryGame } from './draws.ts';
import type { LotteryArea } from '../../records/lottery.ts';

export interface LobbyLaunch {
  area: LotteryArea;
  view: 'betting' | 'lobby';
  gameCode?: string;
  prizeMode: string;
  backUrl: string;
  language: string;
}

export function lottoLobbyHtml(launch: LobbyLaunch, games: readonly LotteryGame[]): string {
  const inArea = games.filter((g) => g.area === launch.area);
  const shown =
    launch.view === 'betting' ? inArea.filter((g) => g.game.gameCode === launch.gameCode) : inArea;
  const items = shown
    .map(
      (g) =>
        `<li data-testid="lobby-game"><strong>${escapeHtml(g.game.gameName)}</strong><small>${escapeHtml(g.game.gameCode)} · every ${DRAW_MINUTES[g.area]} min</small>${
          launch.view === 'betting'
            ? '<p class="bet">Betting is open for the current draw.</p>'
            : ''
        }</li>`,
    )
    .join('');
  const title = launch.view === 'betting' ? 'Betting' : `${launch.area} lobby`;
  return `<!doctype html>
<html lang="${escapeHtml(launch.language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
*{box-sizing:border-box}body{margin:0;font-family:system-ui,sans-serif;background:#0b1e3a;color:#eef4ff}
header{display:flex;justify-content:space-between;align-items:center;padding:12px 16px;background:#12305c}
a{color:#fcd34d}ul{list-style:none;margin:0;padding:16px;display:grid;gap:10px;grid-template-columns:repeat(auto-fill,minmax(200px,1fr))}
li{padding:12px;border-radius:12px;background:#17407a}small{display:block;opacity:.75;margin-top:4px}.bet{color:#86efac;margin:8px 0 0}
</style></head><body>
<header><strong data-testid="lobby-title">${escapeHtml(title)}</strong><span>${escapeHtml(launch.prizeMode)}</span><a href="${escapeHtml(launch.backUrl)}" target="_top" data-testid="lobby-back">Back</a></header>
<ul>${items}</ul>
</body></html>`;
}

import { describe, expect, it } from 'vitest';
import { isLobbyCode, screenOf } from './areas.ts';

describe('lottery screens', () => {
  it('treats a vendor lobby code as the lobby, not as a missing game', () => {
    for (const code of ['LOTT_LOBBY', 'ELOTT_LOBBY', 'TCG_SEA_LOBBY', 'TCG_LOTTO_VN_LOBBY'])
      expect(isLobbyCode(code)).toBe(true);
    for (const code of ['LOTT_0001', 'TCG_SEA_0002', 'LOBBY_0001', ''])
      expect(isLobbyCode(code)).toBe(false);
  });

  it('maps each route to its areas, case and trailing slash as routed', () => {
    expect(screenOf('/seaLottery/').areas).toEqual(['SEA']);
    expect(screenOf('/vnlottery').path).toBe('/vnlottery');
    expect(screenOf('/lottery').areas).toEqual(['LOTT', 'ELOTT']);
  });
});

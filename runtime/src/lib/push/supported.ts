// Whether this site has a push channel: on Lobby's wire only (the platform's own wire documents no
// socket, so its tenants keep polling), and in a browser that has WebSocket. Tiny on purpose: the
// first visit's bundle reads it; the connection's code loads only for a signed-in tab.
import { getTenant } from '../../config/tenant.ts';

export const pushSupported = (): boolean =>
  getTenant().api.wire === 'lobby' && typeof WebSocket !== 'undefined';

/** A poll the push channel replaces: off where push is, else every `ms`. */
export const pollUnlessPushed = (ms: number): number | false => (pushSupported() ? false : ms);

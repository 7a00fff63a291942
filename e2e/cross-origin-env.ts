// Where global-setup put the cross-origin rig (cross-origin-rig.ts), for the spec's workers.
export const XORIGIN_ENV = 'LOBBY_E2E_XORIGIN';

export interface CrossOrigin {
  code: string;
  /** The site's origin (`http://<code>.localhost:<port>`), which serves no API. */
  site: string;
  /** The API's origin (`http://127.0.0.1:<port>`). */
  api: string;
  /**
   * A second brand whose site uses the same API origin, as brands of one operator share a
   * backend; absent when no other tenant has what its flow needs (a one-click button, Lobby's
   * wire).
   */
  shared?: { code: string; site: string };
}

export function crossOrigin(): CrossOrigin | null {
  const raw = process.env[XORIGIN_ENV];
  return raw ? (JSON.parse(raw) as CrossOrigin) : null;
}

// Where global-setup put the cross-origin rig (cross-origin-rig.ts), for the spec's workers.
export const XORIGIN_ENV = 'LOBBY_E2E_XORIGIN';

export interface CrossOrigin {
  code: string;
  /** The site's origin (`http://<code>.localhost:<port>`), which serves no API. */
  site: string;
  /** The API's origin (`http://127.0.0.1:<port>`). */
  api: string;
}

export function crossOrigin(): CrossOrigin | null {
  const raw = process.env[XORIGIN_ENV];
  return raw ? (JSON.parse(raw) as CrossOrigin) : null;
}

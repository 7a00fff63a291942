// One-click sign-in in the browser: the button leaves for the server's `start` (which sends the
// player to the provider), and the provider's answer comes back to this page as a fragment the
// server wrote (a ticket, or an error key), read once at boot and taken off the address bar.
import {
  ONE_CLICK_ERROR_PARAM,
  ONE_CLICK_TICKET_PARAM,
  oneClickStartPath,
  type OneClickProvider,
} from '#schemas/one-click.ts';
import { MERCHANT_PARAM } from '#schemas/constants.ts';
import { getTenant } from '../../../config/tenant.ts';
import { apiBase } from '../../../lib/api/base.ts';

/**
 * Where a provider's button goes: the server starts the sign-in and comes back to this page. A
 * navigation carries no Merchant header, so the query names the brand: on an API host several
 * brands share, the host alone would pick the first of them.
 */
export function oneClickStartUrl(provider: OneClickProvider, language: string): string {
  const here = `${window.location.origin}${window.location.pathname}${window.location.search}`;
  const query = new URLSearchParams({
    return: here,
    lang: language,
    [MERCHANT_PARAM]: getTenant().merchantCode,
  });
  return `${apiBase()}${oneClickStartPath(provider)}?${query.toString()}`;
}

export type OneClickReturn = { ticket: string } | { error: string };

/** The sign-in this page came back from, if any; the fragment is removed (a reload is not a second one). */
export function takeOneClickReturn(): OneClickReturn | undefined {
  const hash = window.location.hash.slice(1);
  if (!hash) return undefined;
  const params = new URLSearchParams(hash);
  const ticket = params.get(ONE_CLICK_TICKET_PARAM);
  const error = params.get(ONE_CLICK_ERROR_PARAM);
  if (!ticket && !error) return undefined;
  const { pathname, search } = window.location;
  window.history.replaceState(window.history.state, '', `${pathname}${search}`);
  return ticket ? { ticket } : { error: error ?? 'unknown_error' };
}

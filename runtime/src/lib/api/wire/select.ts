// Picks the adapter of the tenant's wire format (manifest `api.wire`). Lobby's own adapter is in
// the entry: a Lobby-wire tenant's first paint waits on no extra chunk. Any other format is a
// lazy chunk that only its tenants' visitors download. The table is typed by WIRE_ADAPTERS
// (schemas/wire-formats.ts): a format listed there as ready must have its loader here, and
// `lobby validate` refuses a manifest naming a format that is not listed.
import { type ReadyWire, type WireFormat } from '#schemas/wire-formats.ts';
import { getTenant } from '../../../config/tenant.ts';
import { ApiError } from '../api-error.ts';
import type { WireAdapter } from './adapter.ts';
import { lobbyWire } from './lobby.ts';

type LazyWire = Exclude<ReadyWire, 'lobby'>;

/**
 * Each lazy format's module, e.g.
 * `platform: () => import('./platform.ts').then((m) => m.platformWire)`.
 */
const LAZY: { [W in LazyWire]: () => Promise<WireAdapter> } = {
  platform: () => import('./platform.ts').then((m) => m.platformWire),
};
const lazy: Partial<Record<WireFormat, () => Promise<WireAdapter>>> = LAZY;

let loading: Promise<WireAdapter> | undefined;

/** The adapter of this page's tenant: at once for Lobby's format, else once its chunk is in. */
export function wireAdapter(): WireAdapter | Promise<WireAdapter> {
  const { wire } = getTenant().api;
  if (wire === 'lobby') return lobbyWire;
  const load = lazy[wire];
  if (!load)
    return Promise.reject(new ApiError('unknown_error', `no adapter for wire format ${wire}`, 0));
  loading ??= load().catch((e: unknown) => {
    loading = undefined;
    throw new ApiError('in_network_again', e instanceof Error ? e.message : 'chunk load failed', 0);
  });
  return loading;
}

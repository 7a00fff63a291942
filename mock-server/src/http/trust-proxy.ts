// Which proxies in front of the server are believed about the client's address
// (X-Forwarded-For): every per-address limit counts by that address, so behind a proxy the
// server must trust exactly the proxies it sits behind. Loopback by default (a proxy on the same
// machine); `lobby start --trust-proxy` names the hop count or the proxies' addresses instead.
import net from 'node:net';

/**
 * A number: that many hops in front of the server are proxies (the address that many entries
 * from the right of X-Forwarded-For is the client's). A list: proxies at these addresses or CIDR
 * ranges (or the names loopback, linklocal, uniquelocal) are trusted, any other address is the
 * client. Express's `trust proxy` takes both as they are.
 */
export type TrustProxy = number | string[];

export const DEFAULT_TRUST_PROXY: TrustProxy = ['loopback'];

const NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function validEntry(entry: string): boolean {
  if (NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = /^\d{1,3}$/.test(prefix) ? Number(prefix) : NaN;
  return bits >= 0 && bits <= (family === 4 ? 32 : 128);
}

/**
 * `--trust-proxy` as typed: a hop count (`1`) or a comma-separated list of addresses and CIDR
 * ranges (`10.0.0.0/8,192.168.1.5`). Throws an Error saying what is wrong.
 */
export function parseTrustProxy(text: string): TrustProxy {
  const value = text.trim();
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > 32) throw new Error(`${hops} proxy hops is more than any real chain`);
    return hops;
  }
  const entries = value
    .split(',')
    .map((e) => e.trim())
    .filter((e) => e !== '');
  const bad = entries.filter((e) => !validEntry(e));
  if (entries.length === 0 || bad.length > 0)
    throw new Error(
      `not a hop count or a list of addresses/CIDR ranges: ${bad.join(', ') || '(empty)'}`,
    );
  return entries;
}

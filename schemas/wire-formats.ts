// The wire formats a tenant's API may speak (manifest `api.wire`) and which of them the runtime
// can speak today. A format is listed in WIRE_FORMATS as soon as the manifest may name it; it
// joins WIRE_ADAPTERS only when runtime/src/lib/api/wire/ has its adapter module, so that
// `lobby validate` refuses a manifest the runtime could not serve instead of shipping a site that
// fails on its first call. The runtime's loader is typed by WIRE_ADAPTERS: adding a format here
// without its adapter does not compile.

/** Lobby's own contract (schemas/api/), or the platform's (/wps relays, bare /lgw maps). */
export const WIRE_FORMATS = ['lobby', 'platform'] as const;
export type WireFormat = (typeof WIRE_FORMATS)[number];

/** The format of a manifest that names none (the schema's default: validation fills it in). */
export const DEFAULT_WIRE: WireFormat = 'lobby';

/** Formats with an adapter in the runtime. */
export const WIRE_ADAPTERS = ['lobby', 'platform'] as const satisfies readonly WireFormat[];
export type ReadyWire = (typeof WIRE_ADAPTERS)[number];

export const isReadyWire = (wire: WireFormat): wire is ReadyWire =>
  (WIRE_ADAPTERS as readonly WireFormat[]).includes(wire);

/**
 * Symmetric ciphers of the platform wire's encryption envelope (`api.encryption.cipher`): the
 * platform's own library is not public (its property names say DES, which no browser's WebCrypto
 * offers and which is broken), so the envelope takes a cipher both ends support, AES-GCM (an AEAD)
 * by default. The session key is always 256 bits, wrapped with RSA-OAEP (SHA-256).
 */
export const WIRE_CIPHERS = ['AES-GCM', 'AES-CBC'] as const;
export type WireCipher = (typeof WIRE_CIPHERS)[number];
export const DEFAULT_WIRE_CIPHER: WireCipher = 'AES-GCM';

/**
 * `api.encryption.publicKey` of a tenant whose platform-wire API is Lobby's embedded server: the
 * key is the server's own (its data folder's key pair), read from its key call, since a key
 * written into the manifest would not match a fresh data folder.
 */
export const EMBEDDED_KEY = 'embedded';

/**
 * The origin of a manifest's `api.baseUrl`, or null when the API is on the site's own origin
 * ('/'). Only an origin is accepted (validate checks it): `https://api.example.com`.
 */
export function apiOriginOf(baseUrl: string): string | null {
  if (baseUrl === '/') return null;
  return new URL(baseUrl).origin;
}

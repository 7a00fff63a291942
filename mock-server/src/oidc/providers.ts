// Where each one-click login provider is for a tenant: its issuer and this site's client there.
import crypto from 'node:crypto';
import type { TenantManifest } from '#schemas/index.ts';
import type { OneClickProvider } from '#schemas/one-click.ts';
import type { Mode } from '../deps.ts';
import { LOCAL_IDP_PREFIX } from '../http/api-paths.ts';

/**
 * Where the embedded test provider of `provider` for tenant `code` is mounted (its issuer's path).
 * One issuer per tenant, named in the path: brands that share an API host share its origin, and
 * every request to a provider (the browser's navigations, the server's own calls) would otherwise
 * reach the first brand's.
 */
export const localIssuerPath = (provider: OneClickProvider, code: string) =>
  `${LOCAL_IDP_PREFIX}/${provider}/${code}`;

export interface ProviderClient {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The issuer is this server's own test provider (dev and test mode). */
  local: boolean;
}

/** The environment variable a prod operator puts the client secret in. */
export const secretVariable = (code: string, provider: OneClickProvider) =>
  `LOBBY_OIDC_SECRET_${code.toUpperCase().replace(/[^A-Z0-9]/g, '_')}_${provider.toUpperCase()}`;

/**
 * The client of `provider` for a tenant, or undefined when its button is off or (prod) it is not
 * configured. Outside prod the issuer is the embedded provider on the API's own origin, and the
 * secret is derived from `localKey` (both ends live in this process).
 */
export function providerClient(
  manifest: TenantManifest,
  provider: OneClickProvider,
  mode: Mode,
  apiOrigin: string,
  localKey: Buffer,
): ProviderClient | undefined {
  if (!manifest.flags.oneClickLogin[provider]) return undefined;
  const configured = manifest.identityProviders[provider];
  if (mode === 'prod') {
    const secret = process.env[secretVariable(manifest.code, provider)];
    if (!configured || !secret) return undefined;
    return { ...configured, clientSecret: secret, local: false };
  }
  const clientId = configured?.clientId ?? `lobby-${manifest.code}-${provider}`;
  return {
    issuer: `${apiOrigin}${localIssuerPath(provider, manifest.code)}`,
    clientId,
    clientSecret: crypto.createHmac('sha256', localKey).update(clientId).digest('base64url'),
    local: true,
  };
}

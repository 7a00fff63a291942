// Where each one-click login provider is for a tenant: its issuer and this site's client there.
import crypto from 'node:crypto';
import type { TenantManifest } from '#schemas/index.ts';
import type { OneClickProvider } from '#schemas/one-click.ts';
import type { Mode } from '../deps.ts';
import { LOCAL_IDP_PREFIX } from '../http/api-paths.ts';

/** Where the embedded test provider of `provider` is mounted (its issuer's path). */
export const localIssuerPath = (provider: OneClickProvider) => `${LOCAL_IDP_PREFIX}/${provider}`;

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
    issuer: `${apiOrigin}${localIssuerPath(provider)}`,
    clientId,
    clientSecret: crypto.createHmac('sha256', localKey).update(clientId).digest('base64url'),
    local: true,
  };
}

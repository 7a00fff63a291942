// One-click sign-in on the embedded server: the relying party on the API (every mode) and, outside
// prod, the local test providers it signs in with.
import crypto from 'node:crypto';
import express from 'express';
import type { Deps } from '../deps.ts';
import type { OriginTenant } from '../http/cors.ts';
import { localIdentityProviders } from './local-provider.ts';
import { relyingParty } from './relying-party.ts';

export function oneClickRoutes(deps: Deps, originTenant: OriginTenant): express.Router {
  // Both ends of a local sign-in live in this process: the client secrets derive from this key.
  const localKey = crypto.randomBytes(32);
  const router = express.Router();
  if (deps.mode !== 'prod') router.use(localIdentityProviders(localKey, deps.tenants));
  router.use(relyingParty(deps, localKey, originTenant));
  return router;
}

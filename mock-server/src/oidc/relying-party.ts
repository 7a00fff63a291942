// Lobby's server as the client of each one-click provider (OpenID Connect authorization code
// flow, confidential client, PKCE S256, state bound to the browser by a cookie, nonce, id_token
// checked against the issuer's keys by openid-client). The browser never holds a provider token:
// it comes back with a single-use ticket that `complete` trades for an ordinary session.
import crypto from 'node:crypto';
import express, { type Request, type Response } from 'express';
import * as oidc from 'openid-client';
import { MERCHANT_PARAM, type Language } from '#schemas/constants.ts';
import type { ErrorKey } from '#schemas/api/errors.ts';
import {
  isOneClickProvider,
  OIDC_API_PREFIX,
  ONE_CLICK_ERROR_PARAM,
  ONE_CLICK_TICKET_PARAM,
  oneClickCallbackPath,
  type OneClickCompleteBody,
  type OneClickProvider,
} from '#schemas/one-click.ts';
import type { Deps } from '../deps.ts';
import { ApiError } from '../refusals/api-error.ts';
import { cookieOf } from '../http/cookies.ts';
import type { OriginTenant } from '../http/cors.ts';
import type { Tenant } from '../tenancy.ts';
import { Expiring } from './expiring.ts';
import { loopbackFetch } from './loopback-fetch.ts';
import { providerClient, type ProviderClient } from './providers.ts';
import { completeSignIn, ticketSpent, type Ticket, type VerifiedIdentity } from './sign-in.ts';

/** How long a started sign-in and a ticket live (the player may stop at the provider's page). */
const FLOW_TTL_MS = 10 * 60 * 1000;
/** Flows and tickets kept at once per server: a flood of starts pushes out the oldest. */
const MAX_FLOWS = 10_000;
const BINDING_COOKIE = 'lobby_oidc';
const SCOPE = 'openid profile email phone';

interface Flow {
  /** The brand the sign-in is for, as its start named it: the callback is this tenant's. */
  tenantCode: string;
  provider: OneClickProvider;
  issuer: string;
  codeVerifier: string;
  nonce: string;
  binding: string;
  returnTo: string;
  expiresAt: number;
  /** The code came back once already: a second time is a replay. */
  used: boolean;
}

const random = () => crypto.randomBytes(24).toString('base64url');

export function relyingParty(deps: Deps, localKey: Buffer, originTenant: OriginTenant) {
  const flows = new Expiring<Flow>(MAX_FLOWS);
  const tickets = new Expiring<Ticket>(MAX_FLOWS);
  const configs = new Map<string, Promise<oidc.Configuration>>();

  const apiOriginOf = (req: Request) => `${req.protocol}://${req.get('host') ?? ''}`;

  function configOf(client: ProviderClient, req: Request): Promise<oidc.Configuration> {
    const key = `${client.issuer} ${client.clientId}`;
    let config = configs.get(key);
    if (!config) {
      const options: oidc.DiscoveryRequestOptions = client.local
        ? {
            execute: [oidc.allowInsecureRequests],
            [oidc.customFetch]: loopbackFetch(
              req.socket.localAddress ?? '127.0.0.1',
              req.socket.localPort ?? 0,
            ),
          }
        : {};
      config = oidc.discovery(
        new URL(client.issuer),
        client.clientId,
        client.clientSecret,
        oidc.ClientSecretBasic(client.clientSecret),
        options,
      );
      // A provider that was down is asked again next time.
      config.catch(() => configs.delete(key));
      configs.set(key, config);
    }
    return config;
  }

  /** The page to come back to: one of the tenant's own sites (or the API's origin), never elsewhere. */
  function returnToOf(req: Request, tenant: Tenant): string {
    const apiOrigin = apiOriginOf(req);
    const asked = typeof req.query.return === 'string' ? req.query.return : '';
    try {
      const url = new URL(asked);
      const ours = url.origin === apiOrigin || originTenant(url.origin)?.code === tenant.code;
      if (ours && (url.protocol === 'https:' || url.protocol === 'http:'))
        return `${url.origin}${url.pathname}${url.search}`;
    } catch {
      // not a URL: the site's home
    }
    return `${apiOrigin}/`;
  }

  const back = (res: Response, returnTo: string, param: string, value: string) => {
    res.setHeader('Cache-Control', 'no-store');
    res.redirect(302, `${returnTo}#${param}=${encodeURIComponent(value)}`);
  };
  const fail = (res: Response, returnTo: string, key: ErrorKey) =>
    back(res, returnTo, ONE_CLICK_ERROR_PARAM, key);

  const router = express.Router();

  /**
   * The brand a start is for: the one its query names (a navigation carries no Merchant header,
   * and an API host several brands share would otherwise give the first of them), else the Host's.
   */
  async function tenantOfStart(req: Request, res: Response): Promise<Tenant> {
    const merchant = req.query[MERCHANT_PARAM];
    if (typeof merchant !== 'string' || !merchant) return res.locals.tenant as Tenant;
    return deps.tenants.resolve(req.get('host'), merchant);
  }

  router.get(`${OIDC_API_PREFIX}/:provider/start`, async (req: Request, res: Response) => {
    const tenant = await tenantOfStart(req, res);
    const p = String(req.params.provider ?? '');
    if (!isOneClickProvider(p)) throw new ApiError(404, 'not_found', `no provider ${p}`);
    const returnTo = returnToOf(req, tenant);
    const apiOrigin = apiOriginOf(req);
    const client = providerClient(tenant.manifest, p, deps.mode, apiOrigin, localKey);
    if (!client) return fail(res, returnTo, 'auth/operation-not-allowed');
    let config: oidc.Configuration;
    try {
      config = await configOf(client, req);
    } catch (e) {
      deps.log(`one-click ${p}: ${client.issuer} did not answer discovery: ${String(e)}`);
      return fail(res, returnTo, 'auth/access-denied');
    }
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const codeVerifier = oidc.randomPKCECodeVerifier();
    // One binding per browser, kept while it lives: two tabs signing in do not undo each other.
    const cookie = cookieOf(req, BINDING_COOKIE);
    const binding = cookie && /^[\w-]{32}$/.test(cookie) ? cookie : random();
    flows.set(state, {
      tenantCode: tenant.code,
      provider: p,
      issuer: client.issuer,
      codeVerifier,
      nonce,
      binding,
      returnTo,
      expiresAt: Date.now() + FLOW_TTL_MS,
      used: false,
    });
    res.cookie(BINDING_COOKIE, binding, {
      httpOnly: true,
      sameSite: 'lax',
      secure: req.secure,
      path: OIDC_API_PREFIX,
      maxAge: FLOW_TTL_MS,
    });
    const lang = typeof req.query.lang === 'string' ? (req.query.lang as Language) : undefined;
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: `${apiOrigin}${oneClickCallbackPath(p)}`,
      scope: SCOPE,
      state,
      nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      ...(lang ? { ui_locales: lang } : {}),
    });
    res.setHeader('Cache-Control', 'no-store');
    res.redirect(302, url.href);
  });

  router.get(`${OIDC_API_PREFIX}/:provider/callback`, async (req: Request, res: Response) => {
    const p = String(req.params.provider ?? '');
    const state = typeof req.query.state === 'string' ? req.query.state : '';
    const flow = flows.get(state);
    const home = `${apiOriginOf(req)}/`;
    // The tenant is the flow's (on a shared API host the callback's Host names no brand), held
    // to the Host: a flow of one brand answered on another brand's own site is refused.
    const tenant = flow && (await deps.tenants.servedAt(req.get('host'), flow.tenantCode));
    // The answer must come back to the browser that asked, for this site and provider: anything
    // else is someone else's sign-in pushed into this browser (login CSRF).
    if (!flow || !tenant || flow.binding !== cookieOf(req, BINDING_COOKIE) || flow.provider !== p)
      return fail(res, flow?.returnTo ?? home, 'auth/state-mismatch');
    if (typeof req.query.error === 'string') {
      flows.delete(state);
      return fail(
        res,
        flow.returnTo,
        req.query.error === 'access_denied' ? 'auth/popup-closed-by-user' : 'auth/access-denied',
      );
    }
    const replay = flow.used;
    flow.used = true;
    const client = providerClient(
      tenant.manifest,
      flow.provider,
      deps.mode,
      apiOriginOf(req),
      localKey,
    );
    if (!client || client.issuer !== flow.issuer)
      return fail(res, flow.returnTo, 'auth/operation-not-allowed');
    let claims: oidc.IDToken | undefined;
    try {
      const config = await configOf(client, req);
      const tokens = await oidc.authorizationCodeGrant(
        config,
        new URL(`${apiOriginOf(req)}${req.originalUrl}`),
        {
          pkceCodeVerifier: flow.codeVerifier,
          expectedState: state,
          expectedNonce: flow.nonce,
          idTokenExpected: true,
        },
      );
      claims = tokens.claims();
    } catch (e) {
      const refused = e instanceof oidc.ResponseBodyError && e.error === 'invalid_grant';
      if (!refused) deps.log(`one-click ${p}: sign-in failed: ${String(e)}`);
      return fail(
        res,
        flow.returnTo,
        replay && refused ? 'auth/code-already-used' : 'auth/invalid-credential',
      );
    }
    if (!claims) return fail(res, flow.returnTo, 'auth/invalid-credential');
    const text = (k: string) => {
      const v = claims[k];
      return typeof v === 'string' && v.trim() ? v.trim() : undefined;
    };
    const email = claims.email_verified === true ? text('email') : undefined;
    const phone = claims.phone_number_verified === true ? text('phone_number') : undefined;
    const name = text('name');
    const identity: VerifiedIdentity = {
      provider: flow.provider,
      issuer: claims.iss,
      sub: claims.sub,
      ...(name ? { name } : {}),
      ...(email ? { email } : {}),
      ...(phone ? { phone: phone.replace(/^\+/, '') } : {}),
    };
    const ticket = random();
    tickets.set(ticket, {
      tenantCode: tenant.code,
      identity,
      expiresAt: Date.now() + FLOW_TTL_MS,
      wrongPasswords: 0,
    });
    back(res, flow.returnTo, ONE_CLICK_TICKET_PARAM, ticket);
  });

  router.post(`${OIDC_API_PREFIX}/complete`, async (req: Request, res: Response) => {
    const tenant = res.locals.tenant as Tenant;
    const body = (req.body ?? {}) as Partial<OneClickCompleteBody>;
    if (typeof body.ticket !== 'string' || !body.ticket)
      throw new ApiError(400, 'invalid_request', 'ticket is required');
    if (body.password !== undefined && typeof body.password !== 'string')
      throw new ApiError(400, 'invalid_request', 'password must be a string');
    if (body.fields !== undefined) {
      const f = body.fields as Record<string, unknown>;
      if (
        typeof f !== 'object' ||
        f === null ||
        Object.values(f).some((v) => typeof v !== 'string')
      )
        throw new ApiError(400, 'invalid_request', 'fields must be strings');
    }
    const ticket = tickets.get(body.ticket);
    if (!ticket || ticket.tenantCode !== tenant.code)
      throw new ApiError(400, 'auth/code-expired', 'this sign-in has expired, start again');
    try {
      const out = await completeSignIn(
        deps,
        tenant,
        ticket,
        body as OneClickCompleteBody,
        req.ip ?? '',
      );
      if (out.spent) tickets.delete(body.ticket);
      res.setHeader('Cache-Control', 'no-store');
      res.json({ success: true, value: out.answer });
    } catch (e) {
      if (ticketSpent(ticket)) tickets.delete(body.ticket);
      throw e;
    }
  });

  return router;
}

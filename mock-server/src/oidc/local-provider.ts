// The embedded test identity provider (dev and test mode): a real OpenID Connect provider
// (oidc-provider: discovery, JWKS, authorization code with PKCE, signed id_tokens, single-use
// codes) per tenant and provider, on the API's origin under /oidc/<provider>/<tenant>, so that
// the whole redirect flow of a one-click login runs locally. Its sign-in page lets a tester be
// anyone.
import crypto from 'node:crypto';
import express, { type Request, type Response } from 'express';
import Provider, { type AccountClaims, type KoaContextWithOIDC } from 'oidc-provider';
import type { TenantManifest } from '#schemas/index.ts';
import type { TenantDirectory } from '../tenant-directory.ts';
import type { Tenant } from '../tenancy.ts';
import {
  consentLanguage,
  consentPage,
  expiredPage,
  type DemoIdentity,
  type PageOut,
} from './consent-page.ts';
import {
  isOneClickProvider,
  oneClickCallbackPath,
  type OneClickProvider,
} from '#schemas/one-click.ts';
import { LOCAL_IDP_PREFIX } from '../http/api-paths.ts';
import { memoryAdapter } from './memory-adapter.ts';
import { localIssuerPath, providerClient } from './providers.ts';

/** Claims of the demo identities testers signed in as, by sub. */
type Accounts = Map<string, AccountClaims>;

interface Instance {
  provider: Provider;
  accounts: Accounts;
}

/** Instances kept at once: each is small, but a Host header is the client's to choose. */
const MAX_INSTANCES = 64;

const PROVIDER_NAMES: Record<OneClickProvider, string> = {
  line: 'LINE',
  google: 'Google',
  facebook: 'Facebook',
};

const SCOPE = 'openid profile email phone';

/** Seconds each artifact lives: a code is for one redirect, a sign-in page for a tester's pause. */
const TTL = {
  AuthorizationCode: 60,
  Interaction: 600,
  Session: 3600,
  Grant: 3600,
  AccessToken: 600,
  IdToken: 600,
} as const;

function send(res: Response, status: number, out: PageOut): void {
  res
    .status(status)
    .type('html')
    .setHeader('Content-Security-Policy', out.csp)
    .setHeader('Cache-Control', 'no-store')
    .setHeader('X-Content-Type-Options', 'nosniff')
    .setHeader('Referrer-Policy', 'no-referrer')
    .send(out.html);
}

const field = (body: unknown, name: string): string => {
  const v = (body as Record<string, unknown> | undefined)?.[name];
  return typeof v === 'string' ? v.trim().slice(0, 200) : '';
};

/** A fresh identity to start from: the tester keeps it or types another. */
function demoIdentity(): DemoIdentity {
  const n = crypto.randomInt(100000, 999999);
  return { sub: `demo-${n}`, name: `Demo Player ${n}`, email: `player${n}@example.com`, phone: '' };
}

export function localIdentityProviders(localKey: Buffer, tenants: TenantDirectory) {
  const instances = new Map<string, Instance>();
  let signingKey: crypto.JsonWebKey | undefined;

  function instanceFor(tenant: Tenant, p: OneClickProvider, origin: string): Instance | undefined {
    const client = providerClient(tenant.manifest, p, 'test', origin, localKey);
    if (!client) return undefined;
    const key = `${tenant.code} ${client.issuer}`;
    const known = instances.get(key);
    if (known) return known;
    signingKey ??= {
      ...crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
        format: 'jwk',
      }),
      kid: crypto.randomUUID(),
      use: 'sig',
    };
    const accounts: Accounts = new Map();
    const manifest: TenantManifest = tenant.manifest;
    const provider = new Provider(client.issuer, {
      adapter: memoryAdapter(),
      ttl: TTL,
      clients: [
        {
          client_id: client.clientId,
          client_secret: client.clientSecret,
          redirect_uris: [`${origin}${oneClickCallbackPath(p)}`],
          grant_types: ['authorization_code'],
          response_types: ['code'],
        },
      ],
      pkce: { required: () => true, methods: ['S256'] },
      claims: {
        openid: ['sub'],
        profile: ['name'],
        email: ['email', 'email_verified'],
        phone: ['phone_number', 'phone_number_verified'],
      },
      // The site reads who signed in from the id_token alone (no userinfo round trip).
      conformIdTokenClaims: false,
      findAccount: (_ctx, sub) => {
        const claims = accounts.get(sub);
        return claims && { accountId: sub, claims: () => claims };
      },
      interactions: {
        url: (_ctx, interaction) =>
          `${localIssuerPath(p, tenant.code)}/interaction/${interaction.uid}`,
      },
      features: { devInteractions: { enabled: false } },
      cookies: { keys: [crypto.createHmac('sha256', localKey).update(key).digest('hex')] },
      jwks: { keys: [signingKey] },
      renderError: (ctx: KoaContextWithOIDC) => {
        const out = expiredPage(manifest, consentLanguage(manifest, undefined));
        ctx.type = 'html';
        ctx.set('Content-Security-Policy', out.csp);
        ctx.body = out.html;
      },
    });
    if (instances.size >= MAX_INSTANCES) {
      const oldest = instances.keys().next().value;
      if (oldest !== undefined) instances.delete(oldest);
    }
    const made = { provider, accounts };
    instances.set(key, made);
    return made;
  }

  const form = express.urlencoded({ extended: false, limit: '8kb' });
  const router = express.Router();

  router.use(`${LOCAL_IDP_PREFIX}/:provider/:tenant`, (req: Request, res: Response, next) => {
    const p = String(req.params.provider ?? '');
    if (!isOneClickProvider(p)) return next();
    void (async () => {
      // The tenant the path names, not the Host's: on an API host several brands share, the
      // Host alone is the first brand's.
      const tenant = await tenants.servedAt(req.get('host'), String(req.params.tenant ?? ''));
      if (!tenant) return next();
      const origin = `${req.protocol}://${req.get('host') ?? ''}`;
      const instance = instanceFor(tenant, p, origin);
      if (!instance) return next();
      const m = /^\/interaction\/([\w-]+)$/.exec(req.path);
      if (!m) return void instance.provider.callback()(req, res);
      const manifest = tenant.manifest;
      let details;
      try {
        details = await instance.provider.interactionDetails(req, res);
      } catch {
        return send(res, 400, expiredPage(manifest, consentLanguage(manifest, undefined)));
      }
      const asked = details.params.ui_locales;
      const lang = consentLanguage(manifest, typeof asked === 'string' ? asked : undefined);
      if (details.uid !== m[1]) return send(res, 400, expiredPage(manifest, lang));
      if (req.method === 'GET')
        return send(
          res,
          200,
          consentPage(manifest, lang, PROVIDER_NAMES[p], req.originalUrl, demoIdentity()),
        );
      if (req.method !== 'POST') return next();
      await new Promise<void>((resolve, reject) =>
        form(req, res, (err?: unknown) => (err ? reject(err) : resolve())),
      );
      const sub = field(req.body, 'sub');
      if (field(req.body, 'decision') !== 'allow' || !sub) {
        await instance.provider.interactionFinished(
          req,
          res,
          { error: 'access_denied', error_description: 'the user cancelled the sign-in' },
          { mergeWithLastSubmission: false },
        );
        return;
      }
      const claims: AccountClaims = { sub };
      const name = field(req.body, 'name');
      const email = field(req.body, 'email');
      const phone = field(req.body, 'phone').replace(/[^\d+]/g, '');
      if (name) claims.name = name;
      // The tester vouches for the address and number they type: a real provider verifies them.
      if (email) Object.assign(claims, { email, email_verified: true });
      if (phone) Object.assign(claims, { phone_number: phone, phone_number_verified: true });
      instance.accounts.set(sub, claims);
      const grant = new instance.provider.Grant({
        accountId: sub,
        clientId: String(details.params.client_id),
      });
      grant.addOIDCScope(
        String(details.params.scope ?? 'openid')
          .split(' ')
          .filter((s) => SCOPE.split(' ').includes(s))
          .join(' '),
      );
      const grantId = await grant.save();
      await instance.provider.interactionFinished(
        req,
        res,
        { login: { accountId: sub }, consent: { grantId } },
        { mergeWithLastSubmission: false },
      );
    })().catch(next);
  });
  return router;
}

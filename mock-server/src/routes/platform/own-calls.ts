// The platform calls Lobby has no operation for, answered from the same domain and store.
import { platformWhitelabelValues } from '#schemas/whitelabel.ts';
import type { PlatformOnly } from '#schemas/wire/platform.ts';
import { JACKPOT } from '#schemas/constants.ts';
import { resolveThemes } from '#schemas/theme-derive.ts';
import type { Deps } from '../../deps.ts';
import { liveVendors } from '../../domain/games/live.ts';
import { countryCodesFor, registerRulesOf } from '../../domain/members/system-info.ts';
import { isTrial } from '../../records/members.ts';
import { rngOf } from '../../lib/prng.ts';
import { lotteryCalls } from './own-lottery.ts';
import { memberOrRefuse, type OwnHandler } from './own-ctx.ts';
import { trialLaunch } from './own-trial.ts';
import { gameWalletTransfer } from './own-wallet.ts';

/** The jackpot climbs as the home page's counter does (spec §9), from a start fixed per tenant. */
function jackpotAt(tenantCode: string, now: number): number {
  const meanStep = (JACKPOT.stepMin + JACKPOT.stepMax) / 2;
  const meanMs = JACKPOT.intervalsMs.reduce((a, b) => a + b, 0) / JACKPOT.intervalsMs.length;
  const span = JACKPOT.max - JACKPOT.min;
  const start = rngOf('jackpot', tenantCode)() * span;
  const climbed = (now / meanMs) * meanStep;
  return Math.round((JACKPOT.min + ((start + climbed) % span)) * 100) / 100;
}

export function ownCalls(deps: Deps): Record<PlatformOnly, OwnHandler> {
  const now = () => deps.clock.now();
  return {
    location: ({ tenant, req }) => {
      const status = tenant.store.data.meta.systemStatus;
      return { ip: req.ip ?? '', status, regionRestriction: status === 2 };
    },
    ping: ({ bag, req }) => ({
      speed: bag.speed ?? null,
      host: req.get('host') ?? '',
      serverTime: now(),
    }),
    templates: ({ tenant }) => ({
      templateId: tenant.manifest.themes.default,
      merchantCode: tenant.code,
      parameters: {
        displayName: tenant.manifest.displayName,
        themes: resolveThemes(tenant.manifest.themes),
        languages: tenant.manifest.languages,
      },
    }),
    settingsConsolidated: ({ tenant }) => ({
      merchantCode: tenant.code,
      currency: tenant.manifest.currency,
      languages: tenant.manifest.languages,
      whitelabel: platformWhitelabelValues(tenant.manifest.flags),
      register: registerRulesOf(tenant.manifest, { enabledOnly: true }),
      countryCodes: countryCodesFor(tenant.manifest),
      domainList: [...tenant.manifest.domains, `${tenant.code}.localhost`],
    }),
    securityConfig: (ctx) => {
      const m = memberOrRefuse(deps, ctx);
      return {
        paymentPassword: m.paymentPasswordHash !== undefined,
        mobileBound: m.mobile !== undefined,
        emailBound: m.email !== undefined,
        // A login from an address the member never used asks for an SMS code (session.ts).
        verifyNewDevice: m.mobile !== undefined,
        passwordIsDefault: m.passwordIsDefault,
      };
    },
    playerAvatar: (ctx) => {
      const m = memberOrRefuse(deps, ctx);
      const chosen = Number(m.profile.avatar);
      return Number.isInteger(chosen) && chosen > 0 ? chosen : (m.id % 10) + 1;
    },
    jackpot: ({ tenant }) => ({ amount: jackpotAt(tenant.code, now()), updatedAt: now() }),
    // The categories of the promotions the promotions page lists (every one, as it does).
    promoCategory: ({ tenant }) => {
      const all = tenant.store.data.rewards.activities;
      const kinds = [...new Set(all.map((a) => a.kind))];
      return {
        categories: kinds.map((kind) => ({
          category: kind,
          count: all.filter((a) => a.kind === kind).length,
        })),
      };
    },
    chatPermission: (ctx) => {
      const m = memberOrRefuse(deps, ctx);
      const live = liveVendors(ctx.tenant.manifest).length > 0;
      return { canChat: live && !isTrial(m), canView: live };
    },
    csScript: ({ tenant }) => {
      const entries = tenant.manifest.customerService;
      const chat = entries.find((c) => c.type === 'livechat');
      return { script: chat?.url ?? null, list: entries };
    },
    trialGame: trialLaunch(deps),
    gameWalletTransfer: gameWalletTransfer(deps),
    ...lotteryCalls(deps),
  };
}

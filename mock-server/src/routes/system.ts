// System family: bootstrap (status / permission), flags, register settings, domains, help
// centre, country codes, public key, captcha.
import type { systemOps } from '#schemas/api/system.ts';
import type { RouteModule } from '../http/bind.ts';
import { ApiError } from '../refusals/api-error.ts';
import { usesImageCaptcha } from '../security/captcha.ts';
import { issueCaptchaInTurn } from '../security/captcha-drawing.ts';
import { issueChallenge } from '../security/proof-of-work.ts';
import {
  countryCodesFor,
  helpSections,
  permissionInfo,
  registerRulesOf,
  whitelabelValues,
} from '../domain/members/system-info.ts';
import { whitelabelTree } from '#schemas/whitelabel.ts';
import { mainDomainOf, type Tenant } from '../tenancy.ts';

function permission(tenant: Tenant, ip: string, language: string) {
  const status = tenant.store.data.meta.systemStatus;
  return {
    status,
    info: permissionInfo(tenant, language),
    location: { ip },
    maintenance: status === 1,
    regionRestriction: status === 2,
  };
}

export const systemRoutes: RouteModule<typeof systemOps> = (deps) => ({
  systemStatus: ({ tenant, ip, language }) => permission(tenant, ip, language),
  permission: ({ tenant, ip, language }) => permission(tenant, ip, language),
  publicKey: () => deps.keys.publicKeyPem,
  whitelabel: ({ tenant }) => ({
    whitelabelVal: whitelabelValues(tenant.manifest),
    tree: whitelabelTree(tenant.manifest.flags),
  }),
  registerSetting: ({ tenant }) => {
    const f = tenant.manifest.flags;
    return {
      modes: {
        username: f.USERNAMEREG3,
        mobile: f.MOBILENUMREG3,
        mobileVerification: f.REGMOBVERF3,
        mobilePassword: f.MOBILENUMPASSREG3,
      },
      rules: registerRulesOf(tenant.manifest, { enabledOnly: true }),
    };
  },
  domainRoute: ({ tenant }) => ({
    mainDomain: mainDomainOf(tenant.manifest),
    list: [...tenant.manifest.domains, `${tenant.code}.localhost`],
  }),
  helpCenter: ({ tenant, query, language }) => {
    const lang = query.lang ?? language;
    return { lang, sections: helpSections(tenant.manifest, lang) };
  },
  countryCodes: ({ tenant }) => countryCodesFor(tenant.manifest),
  // Each wire's captcha only: an image a script can read must not be a way around the proof of
  // work of a site on Lobby's wire.
  captcha: ({ tenant, ip }) => {
    if (!usesImageCaptcha(tenant))
      throw new ApiError(
        404,
        'not_found',
        'this site verifies by proof of work (GET /wps/captcha/challenge)',
      );
    return issueCaptchaInTurn(tenant.volatile, ip, deps.clock.now());
  },
  captchaChallenge: ({ tenant }) => {
    if (usesImageCaptcha(tenant))
      throw new ApiError(
        404,
        'not_found',
        "this site's captcha is the platform's image (GET /wps/captcha)",
      );
    return issueChallenge(deps.pinPepper, tenant.code, deps.clock.now());
  },
});

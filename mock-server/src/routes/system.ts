import type { systemOps } from '../../../schemas/api/system.ts';
import type { RouteModule } from '../http/bind.ts';

export const systemRoutes: RouteModule<typeof systemOps> = (deps) => ({
  systemStatus: ({ tenant, ip }) => {
    const m = tenant.manifest;
    const status = tenant.store.data.meta.systemStatus;
    return {
      status,
      info: {
        merchantCode: m.merchantCode,
        mainDomain: m.domains[0] ?? '',
        whitelabel: [],
        registerRules: m.registration.fields,
        customerService: m.customerService,
        resources: [],
        domainRoute: m.domains,
        analytics: m.analytics,
        imageCDNs: m.cdn.images,
        launchGameCDNs: m.cdn.gameLaunch,
      },
      location: { ip },
      maintenance: status === 1,
      regionRestriction: status === 2,
    };
  },
  publicKey: () => deps.keys.publicKeyPem,
});

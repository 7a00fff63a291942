// Vendor names in the player's language (schemas/vendors.ts): brands as written, words translated,
// the tenant's labels first. Every place that shows a vendor goes through here, never the code.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { vendorDisplayName } from '#schemas/vendors.ts';
import { getTenant } from '../config/tenant.ts';

/** `(code) => name` in the current language; a new function when the language changes. */
export function useVendorName(): (code: string) => string {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return useCallback(
    (code: string) => {
      const tenant = getTenant();
      return vendorDisplayName(code, {
        tenantName: tenant.displayName,
        brandLabels: tenant.games.brandLabels as Record<string, string> | undefined,
        translate: (word) => t(word.key, { lng: lang, defaultValue: word.en }),
      });
    },
    [t, lang],
  );
}

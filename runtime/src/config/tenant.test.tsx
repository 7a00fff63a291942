// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import siam88 from '../../../tenants/siam88/tenant.json' with { type: 'json' };
import { setTenant, tenantText, useTenantText, type PublicManifest } from './tenant.ts';

beforeAll(async () => {
  setTenant(siam88 as unknown as PublicManifest);
  await i18next.use(initReactI18next).init({ lng: 'th', resources: {}, showSupportNotice: false });
});

describe('operator texts of the manifest', () => {
  it('follow the language the player picks, re-rendering on a change', async () => {
    const { result } = renderHook(() => useTenantText());
    const hours = siam88.agent.supportHours;
    expect(result.current(hours)).toBe(hours.th);
    await act(() => i18next.changeLanguage('zh'));
    expect(result.current(hours)).toBe(hours.zh);
    await act(() => i18next.changeLanguage('en'));
    expect(result.current(siam88.agent.marketing.headline)).toBe('Grow with Siam88');
  });

  it("fall back to the tenant's default language, and keep a plain string as it is", () => {
    expect(tenantText(siam88.legal.licence, 'ja')).toBe(siam88.legal.licence.th);
    expect(tenantText('Telegram 1', 'zh')).toBe('Telegram 1');
  });
});

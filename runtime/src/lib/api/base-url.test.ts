// @vitest-environment jsdom
// Where the client sends a call: the tenant's api.baseUrl (the site's own origin for '/'), in the
// tenant's wire format.
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { systemOps } from '#schemas/api/system.ts';
import { loadValidManifests } from '#manifests/index.ts';
import { setTenant } from '../../config/tenant.ts';
import { callOp, setApiLanguage } from './client.ts';
import { publicManifest } from '#schemas/public-manifest.ts';

const tenant = publicManifest(
  loadValidManifests(path.resolve(import.meta.dirname, '../../../../tenants')).find(
    (m) => m.code === 'goldcrown',
  )!,
);
const envelope = (value: unknown) => JSON.stringify({ success: true, value });

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  setApiLanguage('en');
  fetchMock = vi.fn(() => Promise.resolve(new Response(envelope({ from: 'network' }))));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.__lobbyBoot = undefined;
});

const urlOf = (call: unknown[]) => call[0] as string;
const headersOf = (call: unknown[]) => (call[1] as RequestInit).headers as Record<string, string>;

describe('the API base URL', () => {
  it("'/' keeps every call on the site's own origin", async () => {
    setTenant({ ...tenant, api: { ...tenant.api, baseUrl: '/' } });
    await callOp(systemOps.systemStatus);
    expect(urlOf(fetchMock.mock.calls[0]!)).toBe('/wps/system/status');
  });

  it('an origin gets every call, with the merchant header', async () => {
    setTenant({ ...tenant, api: { ...tenant.api, baseUrl: 'https://api.example.com/' } });
    await callOp(systemOps.systemStatus);
    expect(urlOf(fetchMock.mock.calls[0]!)).toBe('https://api.example.com/wps/system/status');
    expect(headersOf(fetchMock.mock.calls[0]!)).toMatchObject({ Merchant: 'GOLDCROWN' });
  });

  it('takes the head script’s answer for a call it made to that origin', async () => {
    setTenant({ ...tenant, api: { ...tenant.api, baseUrl: 'https://api.example.com' } });
    window.__lobbyBoot = {
      lang: 'en',
      at: Date.now(),
      calls: {
        '/wps/system/status': Promise.resolve({ status: 200, body: envelope({ from: 'head' }) }),
      },
    };
    expect(await callOp(systemOps.systemStatus)).toEqual({ from: 'head' });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

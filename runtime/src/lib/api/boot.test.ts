// @vitest-environment jsdom
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { systemOps } from '#schemas/api/system.ts';
import { loadValidManifests } from '#manifests/index.ts';
import { setTenant } from '../../config/tenant.ts';
import { useSession } from '../stores/session.ts';
import { BOOT_ANSWER_MAX_AGE_MS } from './boot.ts';
import { callOp, setApiLanguage } from './client.ts';
import { publicManifest } from '#schemas/public-manifest.ts';

const tenant = publicManifest(
  loadValidManifests(path.resolve(import.meta.dirname, '../../../../tenants')).find(
    (m) => m.code === 'goldcrown',
  )!,
);
const STATUS = { status: 0, maintenance: false, info: { merchantCode: 'GOLDCROWN' } };
const envelope = (value: unknown) => JSON.stringify({ success: true, value });

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  setTenant(tenant);
  setApiLanguage('en');
  fetchMock = vi.fn(() => Promise.resolve(new Response(envelope({ from: 'network' }))));
  vi.stubGlobal('fetch', fetchMock);
  window.__lobbyBoot = {
    lang: 'en',
    at: Date.now(),
    calls: { '/wps/system/status': Promise.resolve({ status: 200, body: envelope(STATUS) }) },
  };
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.__lobbyBoot = undefined;
  useSession.setState({ token: null });
});

describe('boot answers from the head', () => {
  it('the first status call takes the head’s answer; the next one asks the server', async () => {
    expect(await callOp(systemOps.systemStatus)).toEqual(STATUS);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await callOp(systemOps.systemStatus)).toEqual({ from: 'network' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('asks the server when the head asked in another language', async () => {
    setApiLanguage('ar');
    expect(await callOp(systemOps.systemStatus)).toEqual({ from: 'network' });
  });

  it('asks the server for a signed-in member (the head sent no Authorization)', async () => {
    useSession.setState({ token: 'abc' });
    expect(await callOp(systemOps.systemStatus)).toEqual({ from: 'network' });
  });

  it('asks the server when the head’s call failed or its answer is old', async () => {
    window.__lobbyBoot!.calls['/wps/system/status'] = Promise.resolve(null);
    expect(await callOp(systemOps.systemStatus)).toEqual({ from: 'network' });
    window.__lobbyBoot = {
      lang: 'en',
      at: Date.now() - BOOT_ANSWER_MAX_AGE_MS - 1,
      calls: { '/wps/system/status': Promise.resolve({ status: 200, body: envelope(STATUS) }) },
    };
    expect(await callOp(systemOps.systemStatus)).toEqual({ from: 'network' });
  });

  it('a head answer that is an error envelope is the error the server gave', async () => {
    window.__lobbyBoot!.calls['/wps/system/status'] = Promise.resolve({
      status: 403,
      body: JSON.stringify({ success: false, errorCode: 'domain_check_failed' }),
    });
    await expect(callOp(systemOps.systemStatus)).rejects.toMatchObject({
      code: 'domain_check_failed',
    });
  });
});

// The embedded provider's storage: its codes, sessions and grants in memory, like the rest of a
// test server's volatile state (oidc-provider's own stand-in for this warns on every start).
import type { Adapter, AdapterPayload } from 'oidc-provider';

interface Entry {
  payload: AdapterPayload;
  expiresAt: number;
}

export function memoryAdapter() {
  const store = new Map<string, Entry>();
  const live = (key: string): AdapterPayload | undefined => {
    const e = store.get(key);
    if (e && e.expiresAt <= Date.now()) store.delete(key);
    else return e?.payload;
    return undefined;
  };
  return class MemoryAdapter implements Adapter {
    constructor(private readonly model: string) {}
    private key(id: string) {
      return `${this.model}:${id}`;
    }
    upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      store.set(this.key(id), { payload, expiresAt: Date.now() + expiresIn * 1000 });
      if (payload.grantId) {
        const grant = `grant:${payload.grantId}`;
        const ids = (live(grant)?.ids as string[] | undefined) ?? [];
        store.set(grant, {
          payload: { ids: [...ids, this.key(id)] },
          expiresAt: Date.now() + expiresIn * 1000,
        });
      }
      return Promise.resolve();
    }
    find(id: string): Promise<AdapterPayload | undefined> {
      return Promise.resolve(live(this.key(id)));
    }
    findByUserCode(): Promise<AdapterPayload | undefined> {
      return Promise.resolve(undefined);
    }
    findByUid(uid: string): Promise<AdapterPayload | undefined> {
      for (const [k, e] of store)
        if (k.startsWith(`${this.model}:`) && e.payload.uid === uid)
          return this.find(k.slice(this.model.length + 1));
      return Promise.resolve(undefined);
    }
    consume(id: string): Promise<void> {
      const p = live(this.key(id));
      if (p) p.consumed = Math.floor(Date.now() / 1000);
      return Promise.resolve();
    }
    destroy(id: string): Promise<void> {
      store.delete(this.key(id));
      return Promise.resolve();
    }
    revokeByGrantId(grantId: string): Promise<void> {
      const grant = `grant:${grantId}`;
      for (const k of (live(grant)?.ids as string[] | undefined) ?? []) store.delete(k);
      store.delete(grant);
      return Promise.resolve();
    }
  };
}

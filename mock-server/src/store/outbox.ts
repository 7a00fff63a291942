// What a store change tells the push channel. Domain code notes an event where it makes the change
// (the ledger's write, a message sent, a contract offered, a session ended); the note is held with
// the change and published only once the change is committed, so a refused or undone change
// pushes nothing and a tab never hears of money that is not there.
// Store changes run synchronously, one at a time (store/tenant-store.ts), so the open change's
// notes can live in one module variable.
import type { PushEvent } from '#schemas/api/push.ts';
import type { TenantData } from './data.ts';
import type { TenantStore } from './tenant-store.ts';

export interface PushNote {
  memberId: number;
  event: PushEvent;
  /** Only the connections opened with this session token (a session's own end). */
  token?: string;
}

let open: PushNote[] | null = null;

/** Notes an event for the member's connections; outside a store change (seeding) it is dropped. */
export function notifyMember(memberId: number, event: PushEvent, token?: string): void {
  open?.push(token === undefined ? { memberId, event } : { memberId, event, token });
}

/** Whether a change is open to note events in (an event that costs work to build may skip it). */
export const noting = (): boolean => open !== null;

/** The store, with each change's notes handed to `publish` once that change is committed. */
export function withOutbox(store: TenantStore, publish: (notes: PushNote[]) => void): TenantStore {
  return {
    get data() {
      return store.data;
    },
    write: <T>(change: (draft: TenantData) => T): Promise<T> =>
      store
        .write((draft) => {
          const notes: PushNote[] = [];
          const outer = open;
          open = notes;
          try {
            const result = change(draft);
            // The store refuses an async change itself, but it would only see this wrapper.
            if (result instanceof Promise)
              throw new Error('store.write takes a synchronous change');
            return { result, notes };
          } finally {
            open = outer;
          }
        })
        .then(({ result, notes }) => {
          if (notes.length > 0) publish(notes);
          return result;
        }),
    replace: (data) => store.replace(data),
    stats: () => store.stats(),
  };
}

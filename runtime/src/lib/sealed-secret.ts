// The remembered login password (spec §3 remember-me cookie), sealed with AES-GCM under a key that
// never leaves this browser: a non-extractable WebCrypto key kept in IndexedDB. The cookie holds
// only the IV and the ciphertext; without this device's key it reads as noise (it used to hold
// the password in clear text).
const ALGORITHM = 'AES-GCM';
const IV_BYTES = 12;

/** Where the key lives: IndexedDB in the browser, a Map in tests. */
export interface KeyStore {
  get(): Promise<CryptoKey | undefined>;
  put(key: CryptoKey): Promise<void>;
}

const DB = 'lobby-keys';
const STORE = 'keys';
const KEY_ID = 'remember-me';

function request<T>(r: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    r.onsuccess = () => resolve(r.result);
    r.onerror = () => reject(r.error ?? new Error('IndexedDB request failed'));
  });
}

async function openDb(): Promise<IDBDatabase> {
  const open = indexedDB.open(DB, 1);
  open.onupgradeneeded = () => open.result.createObjectStore(STORE);
  return request(open);
}

/** The key store of this browser: a CryptoKey object stored as is (structured clone). */
const indexedDbKeyStore: KeyStore = {
  async get() {
    const db = await openDb();
    try {
      return (await request(db.transaction(STORE).objectStore(STORE).get(KEY_ID))) as
        CryptoKey | undefined;
    } finally {
      db.close();
    }
  },
  async put(key) {
    const db = await openDb();
    try {
      await request(db.transaction(STORE, 'readwrite').objectStore(STORE).put(key, KEY_ID));
    } finally {
      db.close();
    }
  },
};

async function deviceKey(store: KeyStore): Promise<CryptoKey> {
  const existing = await store.get();
  if (existing) return existing;
  // extractable: false — script on this page can use the key but never read or export it.
  const key = await crypto.subtle.generateKey({ name: ALGORITHM, length: 256 }, false, [
    'encrypt',
    'decrypt',
  ]);
  await store.put(key);
  return key;
}

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

/** The secret sealed for a cookie: base64 of IV then ciphertext. */
export async function seal(secret: string, store: KeyStore = indexedDbKeyStore): Promise<string> {
  const key = await deviceKey(store);
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt({ name: ALGORITHM, iv }, key, new TextEncoder().encode(secret)),
  );
  const out = new Uint8Array(IV_BYTES + sealed.length);
  out.set(iv);
  out.set(sealed, IV_BYTES);
  return toBase64(out);
}

/** The secret, or null when the value was not sealed by this browser's key (or was altered). */
export async function unseal(
  value: string,
  store: KeyStore = indexedDbKeyStore,
): Promise<string | null> {
  try {
    const key = await store.get();
    if (!key) return null;
    const bytes = fromBase64(value);
    if (bytes.length <= IV_BYTES) return null;
    const plain = await crypto.subtle.decrypt(
      { name: ALGORITHM, iv: bytes.slice(0, IV_BYTES) },
      key,
      bytes.slice(IV_BYTES),
    );
    return new TextDecoder().decode(plain);
  } catch {
    return null;
  }
}

// Translations of a plain key, resolved once per language. i18next resolves every call afresh
// (the lookup, the fallback languages, the interpolation and nesting scans): some 5-20 µs a call
// on a desktop CPU, four times that on a phone, and a screen makes hundreds of calls a render.
// A key asked without options gets the same text until the language or the loaded texts change,
// so those calls answer from a table emptied whenever either does; every other call (counts,
// values, defaults) still goes through i18next.
import type { i18n as I18n } from 'i18next';

type FixedT = ReturnType<I18n['getFixedT']>;

/** Makes the `t` functions `i18n` hands out (react-i18next's among them) answer plain keys once. */
export function cacheTranslations(i18n: I18n): void {
  const texts = new Map<string, string>();
  const forget = () => texts.clear();
  i18n.on('languageChanged', forget);
  i18n.store.on('added', forget);
  i18n.store.on('removed', forget);
  const getFixedT = i18n.getFixedT.bind(i18n);
  i18n.getFixedT = ((...args: Parameters<I18n['getFixedT']>): FixedT => {
    const [lng, ns, keyPrefix] = args;
    const slow = getFixedT(...args);
    if (keyPrefix) return slow;
    const scope = `${String(ns ?? '')}\u0000`;
    const fast = (...call: Parameters<FixedT>) => {
      const [key] = call;
      if (call.length !== 1 || typeof key !== 'string') return slow(...call);
      // A `t` fixed to no language follows the current one.
      const at = `${String(lng ?? i18n.language)}\u0000${scope}${key}`;
      const known = texts.get(at);
      if (known !== undefined) return known;
      const text: unknown = slow(key);
      if (typeof text === 'string') texts.set(at, text);
      return text;
    };
    // The fixed language, namespaces and prefix i18next hangs on its function come along.
    return Object.assign(fast, slow) as unknown as FixedT;
  }) as I18n['getFixedT'];
}

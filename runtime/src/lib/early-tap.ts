import { EARLY_TAP_GLOBAL } from '#schemas/early-tap.ts';

/** The control tapped before the app was ready (the head script left its name), taken once. */
export function takeEarlyTap(): string | undefined {
  const slot = window as unknown as Record<string, unknown>;
  const name = slot[EARLY_TAP_GLOBAL];
  delete slot[EARLY_TAP_GLOBAL];
  return typeof name === 'string' ? name : undefined;
}

// What route handlers may use besides the request: passed in, never imported from app.ts.
import type { Clock } from './clock.ts';
import type { KeyPair } from './security/hybrid-crypto.ts';
import type { TenantDirectory } from './tenant-directory.ts';

export type Mode = 'dev' | 'test' | 'prod';

export interface Deps {
  clock: Clock;
  keys: KeyPair;
  mode: Mode;
  tenants: TenantDirectory;
  dataDir: string | null;
  tenantsDir: string;
  log: (message: unknown) => void;
  /** scrypt N for new password hashes (security/password.ts PASSWORD_COST unless told). */
  passwordCost: number;
  /**
   * Stored login hashes with a lower scrypt N are replaced (at passwordCost) on the next correct
   * login. passwordCost in prod; outside it the demo accounts' fast 2^14 is kept.
   */
  rehashBelow: number;
  /** Key of payment-password hashes (domain/wallet/pin-pepper.ts), kept beside the RSA key. */
  pinPepper: Buffer;
}

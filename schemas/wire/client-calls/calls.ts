// The platform client's 92 plaintext calls (platform-wire.md's table less its 8 encrypted ones).
import { gamesReplay } from './games.ts';
import { siteReplay } from './site.ts';
import type { ReplayCall } from './reads.ts';

export const replayCalls: readonly ReplayCall[] = [...siteReplay, ...gamesReplay];

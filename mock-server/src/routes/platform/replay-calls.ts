// The platform client's 92 plaintext calls (platform-wire.md's table less its 8 encrypted ones).
import { gamesReplay } from './replay-calls-games.ts';
import { siteReplay } from './replay-calls-site.ts';
import type { ReplayCall } from './replay-reads.ts';

export const replayCalls: readonly ReplayCall[] = [...siteReplay, ...gamesReplay];

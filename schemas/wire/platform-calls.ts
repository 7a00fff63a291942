// Every call of the platform's wire format, in one list (rows: platform.ts).
import { gameCalls } from './platform-calls-games.ts';
import { lotteryCalls } from './platform-calls-lottery.ts';
import { memberCalls } from './platform-calls-member.ts';
import { sessionCalls } from './platform-calls-session.ts';
import { siteCalls } from './platform-calls-site.ts';
import type { PlatformCall } from './platform.ts';

export const platformCalls: readonly PlatformCall[] = [
  ...siteCalls,
  ...sessionCalls,
  ...gameCalls,
  ...lotteryCalls,
  ...memberCalls,
];

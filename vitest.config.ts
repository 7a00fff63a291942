import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{cli,schemas,manifests,mock-server,runtime,studio,bench,e2e}/**/*.test.{ts,tsx}'],
    environment: 'node',
    // Vitest's default leaves one core free, so on a 2-core CI machine the files ran one at a
    // time: most of them start a server in their own process and wait on it, and a second worker
    // uses the core that sat idle.
    maxWorkers: Math.max(2, os.availableParallelism()),
    // Two files share the machine now, and a few tests make hundreds of calls (400 spins, a
    // fleet of servers): a limit sized for a quiet core failed them on a busy one. A hang still
    // fails, a minute later.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});

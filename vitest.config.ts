import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{cli,schemas,manifests,mock-server,runtime,bench,e2e}/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});

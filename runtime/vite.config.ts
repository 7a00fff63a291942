// One Vite build for every tenant: the tenant is injected into index.html by `lobby build`
// (cli/src/commands/build), never compiled in. Shared hashed assets go to `app/` so they never
// collide with a tenant's own `assets/` folder.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { clientContractPlugin } from './build/client-contract.ts';
import { firstScreenChunk } from './build/first-screen-chunk.ts';

const runtimeDir = path.dirname(fileURLToPath(import.meta.url));

export const RUNTIME_BUILD_DIR = path.resolve(runtimeDir, '../dist/.runtime');

/**
 * The libraries every page needs before it can hydrate, in one chunk: left to automatic
 * splitting they came as a dozen small files, each gzipped on its own and each re-importing the
 * others by name (about 10 KB more on a first visit).
 */
const BOOT_LIBRARIES =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|i18next|react-i18next|@tanstack[\\/]query-core|@tanstack[\\/]react-query|zustand|use-sync-external-store)[\\/]/;

const firstScreen = firstScreenChunk();

export default defineConfig({
  root: runtimeDir,
  base: '/',
  publicDir: false,
  plugins: [react(), clientContractPlugin(), firstScreen.plugin],
  build: {
    outDir: RUNTIME_BUILD_DIR,
    emptyOutDir: true,
    assetsDir: 'app',
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'boot', test: BOOT_LIBRARIES },
            { name: 'first-screen', test: firstScreen.test },
          ],
        },
      },
    },
  },
  server: { fs: { allow: [path.resolve(runtimeDir, '..')] } },
});

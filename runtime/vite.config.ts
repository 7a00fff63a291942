// One Vite build for every tenant: the tenant is injected into index.html by `lobby build`
// (cli/src/commands/build), never compiled in. Shared hashed assets go to `app/` so they never
// collide with a tenant's own `assets/` folder.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { clientContractPlugin } from './build/client-contract.ts';
import { firstScreenGroups } from './build/first-screen-groups.ts';
import { inlineEntryCssPlugin } from './build/inline-entry-css.ts';
import { routePreloadPlugin } from './build/route-preload.ts';

const runtimeDir = path.dirname(fileURLToPath(import.meta.url));

export const RUNTIME_BUILD_DIR = path.resolve(runtimeDir, '../dist/.runtime');

const firstScreen = firstScreenGroups();

export default defineConfig(({ isSsrBuild }) => ({
  root: runtimeDir,
  base: '/',
  publicDir: false,
  plugins: [
    react(),
    clientContractPlugin(),
    firstScreen.plugin,
    routePreloadPlugin(),
    inlineEntryCssPlugin(),
  ],
  build: {
    outDir: RUNTIME_BUILD_DIR,
    emptyOutDir: true,
    assetsDir: 'app',
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    // The prerender's SSR build (cli/src/commands/build/prerender.ts) stays one file.
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              groups: [
                { name: 'boot', test: firstScreen.boot },
                { name: 'first-screen', test: firstScreen.firstScreen },
                { name: 'startup-popup', test: firstScreen.startupPopup },
              ],
            },
          },
        },
  },
  server: { fs: { allow: [path.resolve(runtimeDir, '..')] } },
}));

// One Vite build for every tenant: the tenant is injected into index.html by `lobby build`
// (cli/src/commands/build), never compiled in. Shared hashed assets go to `app/` so they never
// collide with a tenant's own `assets/` folder.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const runtimeDir = path.dirname(fileURLToPath(import.meta.url));

export const RUNTIME_BUILD_DIR = path.resolve(runtimeDir, '../dist/.runtime');

export default defineConfig({
  root: runtimeDir,
  base: '/',
  publicDir: false,
  plugins: [react()],
  build: {
    outDir: RUNTIME_BUILD_DIR,
    emptyOutDir: true,
    assetsDir: 'app',
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
  },
  server: { fs: { allow: [path.resolve(runtimeDir, '..')] } },
});

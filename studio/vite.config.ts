// The studio's browser app: one page, built by `lobby studio` when stale (cli/src/commands/studio).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const studioDir = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  root: studioDir,
  base: '/',
  publicDir: false,
  plugins: [react()],
  build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 1500 },
});

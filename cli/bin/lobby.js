#!/usr/bin/env node
// The CLI is TypeScript run through tsx's loader, so no build step stands between an edit and `lobby`.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/main.ts');
await main(process.argv);

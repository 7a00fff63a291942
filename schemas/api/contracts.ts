// Contracts family (see ARCHITECTURE.md "API contract" and spec §7).
import { defineOps } from './operation.ts';

export const contractsOps = defineOps({});

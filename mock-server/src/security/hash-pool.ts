// The slow hashes (scrypt) run in a bounded pool with a queue per source, served in turn: a flood
// of logins from one address (unknown names cost a full hash too, so they cannot be told apart)
// waits behind itself, while the owner's login, from another source, takes the next free slot.
// Without it every hash goes straight to libuv's thread pool, first come first served, and the
// owner waits behind the whole flood.
import os from 'node:os';
import { FairPool } from '../lib/fair-pool.ts';

/** The process's pool: as many hashes at once as there are cores, so a hash never waits for a core behind another. */
export const hashPool = new FairPool(os.availableParallelism());

/** The source of a hash asked for from an address (no known device). */
export const addressSource = (ip: string) => `ip:${ip}`;

/** The source of a hash nobody outside asked for (seeding, upgrades): its own queue. */
export const INTERNAL_SOURCE = 'internal';

import { describe, expect, it } from 'vitest';
import { noteServerDate, onServerTimeChange, serverNow } from './server-time.ts';

describe('server time', () => {
  it('follows the Date header of answers, ignoring the header rounding to whole seconds', () => {
    const browser = Date.now();
    const server = browser + 3 * 86_400_000;
    let changes = 0;
    const stop = onServerTimeChange(() => changes++);
    noteServerDate(new Date(server).toUTCString(), browser);
    expect(Math.abs(serverNow() - server)).toBeLessThan(2_000);
    expect(changes).toBe(1);
    // The next answer in the same or the next second does not move the clock.
    noteServerDate(new Date(server + 900).toUTCString(), browser + 900);
    expect(changes).toBe(1);
    noteServerDate('not a date');
    noteServerDate(null);
    expect(changes).toBe(1);
    stop();
  });
});

// Draw countdowns follow the server clock: the client keeps the offset between the server's `now`
// (from the open-draws answer) and its own clock, so a slow or wrong local clock still counts right.

/** Whole seconds left until `closesAt` on the server clock (never below 0). */
export function secondsLeft(closesAt: number, clientNow: number, serverOffsetMs: number): number {
  return Math.max(0, Math.ceil((closesAt - (clientNow + serverOffsetMs)) / 1000));
}

const two = (n: number) => String(n).padStart(2, '0');

/** 75 -> "01:15"; 3725 -> "1:02:05"; 90061 -> "1d 01:01:01". Negative counts as 0. */
export function formatCountdown(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const days = Math.floor(s / 86_400);
  const hours = Math.floor((s % 86_400) / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const seconds = s % 60;
  if (days > 0) return `${days}d ${two(hours)}:${two(minutes)}:${two(seconds)}`;
  if (hours > 0) return `${hours}:${two(minutes)}:${two(seconds)}`;
  return `${two(minutes)}:${two(seconds)}`;
}

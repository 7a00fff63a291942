import { useEffect, useState } from 'react';
import { formatCountdown, secondsLeft } from '../lib/countdown.ts';

/** A live countdown to `closesAt` on the server clock; calls onElapsed once it reaches 0. */
export function Countdown({
  closesAt,
  offsetMs,
  onElapsed,
}: {
  closesAt: number;
  offsetMs: number;
  onElapsed: () => void;
}) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, []);
  const left = secondsLeft(closesAt, now, offsetMs);
  const elapsed = left === 0;
  useEffect(() => {
    if (elapsed) onElapsed();
  }, [elapsed, onElapsed]);
  return (
    <time className="lottery__countdown" data-testid="draw-countdown" dateTime={`PT${left}S`}>
      {formatCountdown(left)}
    </time>
  );
}

import { useMutation } from '@tanstack/react-query';
import { callOp } from '../../../lib/api/client.ts';
import { pendingOps } from '../../../lib/api/pending-ops.ts';

function randomString(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Trial login: the random string travels inside the encrypted body (spec §7). */
export const freePlay = () =>
  callOp(pendingOps.freePlay, {
    body: { os: navigator.platform || 'web', platform: 'W', encryption: randomString() },
  });

export const useFreePlay = () => useMutation({ mutationFn: freePlay });

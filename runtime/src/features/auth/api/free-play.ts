import { useMutation } from '@tanstack/react-query';
import { sessionOps } from '#schemas/api/session.ts';
import { callOp } from '../../../lib/api/client.ts';

function randomString(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Trial login: the random string travels inside the encrypted body (spec §7). */
export const freePlay = () =>
  callOp(sessionOps.freePlay, {
    body: {
      os: (navigator.platform || 'web').slice(0, 32),
      platform: 'W',
      Encryption: randomString(),
    },
  });

export const useFreePlay = () => useMutation({ mutationFn: freePlay });

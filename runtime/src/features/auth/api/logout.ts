import { useMutation } from '@tanstack/react-query';
import { callOp } from '../../../lib/api/client.ts';
import { pendingOps } from '../../../lib/api/pending-ops.ts';

export const logout = () => callOp(pendingOps.logout);

export const useLogout = () => useMutation({ mutationFn: logout });

import { useMutation } from '@tanstack/react-query';
import { sessionOps } from '#schemas/api/session.ts';
import { callOp } from '../../../lib/api/client.ts';

export const logout = () => callOp(sessionOps.logout);

export const useLogout = () => useMutation({ mutationFn: logout });

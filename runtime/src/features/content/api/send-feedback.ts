import { useMutation } from '@tanstack/react-query';
import type { BodyOf } from '../../../../../schemas/api/operation.ts';
import { callOp } from '../../../lib/api/client.ts';
import { pendingOps } from '../../../lib/api/pending-ops.ts';

export const sendFeedback = (body: BodyOf<typeof pendingOps.feedback>) => callOp(pendingOps.feedback, { body });
export const useSendFeedback = () => useMutation({ mutationFn: sendFeedback });

import { useMutation } from '@tanstack/react-query';
import { contentOps } from '#schemas/api/content.ts';
import type { BodyOf } from '#schemas/api/operation.ts';
import { callOp } from '../../../lib/api/client.ts';

const sendFeedback = (body: BodyOf<typeof contentOps.feedback>) =>
  callOp(contentOps.feedback, { body });
export const useSendFeedback = () => useMutation({ mutationFn: sendFeedback });

// Rewards family, what its parts share: the answer of a claim that credits money.
import { s } from './operation.ts';

export const bonusAnswer = {
  type: 'object',
  additionalProperties: false,
  required: ['amount', 'balance'],
  properties: { amount: s.num('Amount credited.'), balance: s.num('Wallet balance after.') },
} as const;

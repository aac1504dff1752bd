import type { NotOfferedTable } from './types';

/**
 * Contract calls the reference server answers with 9005 on purpose, each with the reason shown to an integrator
 * in docs/api.md and returned in the answer's message. Anything else in the contract has a handler.
 */
export const notOffered = {
  actInviteUserExchange:
    'Every invite-and-spin spin pays its prize at once, so nothing is gathered for an exchange to pay out.',
} as const satisfies Partial<NotOfferedTable>;

export type NotOfferedCall = keyof typeof notOffered;

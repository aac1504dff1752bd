import type { NotOfferedTable } from './types';

/**
 * Contract calls the reference server answers with 9005 on purpose, each with the reason shown to an integrator
 * in docs/api.md and returned in the answer's message. Anything else in the contract has a handler; today every
 * call has one, so the table is empty (a call added to the contract without a handler must be declared here).
 */
export const notOffered = {} as const satisfies Partial<NotOfferedTable>;

export type NotOfferedCall = keyof typeof notOffered;

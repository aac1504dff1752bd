import { setup } from 'xstate';
import { local } from '../src/platform/storage';

/**
 * The age notice popup (spec §2 Prompts, §4 Age popup): green mode only, until the player accepts; acceptance
 * is remembered in local storage (`uiTips.agePrompt`). The app root starts it once the web configuration is
 * known (input `green`). It is never drawn on the terms and privacy pages: the component derives that from
 * the path (`isLegalPath`), so reading the terms from the popup's link does not dismiss it.
 */

export const AGE_TIP_KEY = 'agePrompt';

/** The pages the popup must not cover (mobile and desktop paths). */
const LEGAL_PATHS = new Set(['/terms-of-use', '/privacy-policy', '/lobby/terms', '/lobby/privacy']);

export function isLegalPath(pathname: string): boolean {
  return LEGAL_PATHS.has(pathname.replace(/\/+$/, '') || '/');
}

export interface AgePromptInput {
  green: boolean;
}

export interface AgePromptContext {
  green: boolean;
  accepted: boolean;
}

export type AgePromptEvent = { type: 'ACCEPT' };

export const agePromptMachine = setup({
  types: {
    context: {} as AgePromptContext,
    events: {} as AgePromptEvent,
    input: {} as AgePromptInput,
  },
  guards: {
    acceptedBefore: ({ context }) => context.accepted,
    green: ({ context }) => context.green,
  },
  actions: {
    rememberAcceptance: () => local.set('uiTips', { ...local.get('uiTips'), [AGE_TIP_KEY]: true }),
  },
}).createMachine({
  id: 'agePrompt',
  context: ({ input }) => ({ green: input.green, accepted: local.get('uiTips')?.[AGE_TIP_KEY] === true }),
  initial: 'hidden',
  states: {
    hidden: {
      description: 'Not green mode: no age notice. Green mode moves on at once.',
      always: [
        { guard: 'acceptedBefore', target: 'accepted' },
        { guard: 'green', target: 'showing' },
      ],
    },
    showing: {
      description: 'The popup is up (except on the terms and privacy pages).',
      on: { ACCEPT: { target: 'accepted', actions: 'rememberAcceptance' } },
    },
    accepted: {
      description: 'Accepted now or on an earlier visit.',
    },
  },
});

export type AgePromptMachine = typeof agePromptMachine;

import { assign, type EventObject, type SnapshotFrom, setup } from 'xstate';
import { session } from '../../src/platform/storage/storage';
import { byEvent } from '../shared/actorEvents';

/**
 * The terms and privacy panel of login and register (spec §2, §4 Agreement) as a child of the form: two tabs,
 * I Agree and close. The form invokes it (id `terms`) while the panel is open and reads its output: agreed or
 * not. In green mode the consent is kept for the browser tab (session storage): I Agree stores it, closing
 * without agreeing forgets it (so a reload shows the box as the player left it).
 */

export type TermsTab = 'terms' | 'privacy';

export interface TermsInput {
  green: boolean;
  /** The tab the panel opens at (a link to the privacy policy opens that tab). */
  tab?: TermsTab | undefined;
}

export type TermsEvent = { type: 'TERMS.TAB'; tab: TermsTab } | { type: 'TERMS.AGREE' } | { type: 'TERMS.CLOSE' };

export interface TermsOutput {
  agreed: boolean;
}

/** The green-mode consent a previous I Agree stored in this tab. */
export const storedGreenAgreement = (): boolean => session.get('greenAgreement') ?? false;
/** Unchecking the box (or closing the panel) forgets the stored consent. */
export const forgetGreenAgreement = (): void => session.remove('greenAgreement');

export const termsMachine = setup({
  types: {
    context: {} as { green: boolean; tab: TermsTab; agreed: boolean },
    input: {} as TermsInput,
    events: {} as TermsEvent,
    output: {} as TermsOutput,
  },
  actions: {
    showTab: assign({ tab: (_, params: { tab: TermsTab }) => params.tab }),
    agree: assign({ agreed: true }),
    rememberGreenAgreement: ({ context }) => {
      if (context.green) session.set('greenAgreement', true);
    },
    forgetGreenAgreement,
  },
}).createMachine({
  id: 'terms',
  context: ({ input }) => ({ green: input.green, tab: input.tab ?? 'terms', agreed: false }),
  initial: 'open',
  states: {
    open: {
      description: 'The panel shows the tab in context (terms of use or privacy policy).',
      tags: ['open'],
      on: {
        'TERMS.TAB': { actions: { type: 'showTab', params: byEvent } },
        'TERMS.AGREE': 'agreed',
        'TERMS.CLOSE': 'closed',
      },
    },
    agreed: { type: 'final', entry: ['agree', 'rememberGreenAgreement'] },
    closed: { type: 'final', entry: 'forgetGreenAgreement' },
  },
  output: ({ context }) => ({ agreed: context.agreed }),
});

export type TermsMachine = typeof termsMachine;

/** The tab the panel shows (for the screen). */
export const termsTab = (snapshot: SnapshotFrom<TermsMachine> | undefined): TermsTab =>
  snapshot?.context.tab ?? 'terms';

/**
 * The `terms` state of a form with an agreement box (login, register): the panel is the `terms` child, opened on
 * the tab TERMS.OPEN names; its I Agree runs the form's `agree` action (when its `termsAgreed` guard holds for the
 * panel's output); either way back to `editing`.
 */
export function termsState(description: string) {
  const byOutput = <TOutput>({ event }: { event: { output: TOutput } }): TOutput => event.output;
  return {
    description,
    tags: ['terms'],
    invoke: {
      id: 'terms',
      src: 'terms',
      input: ({ context, event }: { context: { green: boolean }; event: EventObject }): TermsInput => ({
        green: context.green,
        tab: event.type === 'TERMS.OPEN' ? (event as { tab?: TermsTab }).tab : undefined,
      }),
      onDone: [
        { guard: { type: 'termsAgreed' as const, params: byOutput }, target: 'editing', actions: 'agree' as const },
        { target: 'editing' },
      ],
    },
  } as const;
}

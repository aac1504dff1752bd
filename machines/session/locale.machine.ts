import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { loadCatalogue, type Messages, rememberLocale, showLocale } from '../../src/platform/intl/locale';
import { DEFAULT_LOCALE, type Locale } from '../../src/platform/intl/locales';
import type { Settled } from '../shared/actorEvents';
import type { TypesOf } from '../shared/machineTypes';

/**
 * The shown language (English or Filipino), a child of the session for its whole life (systemId 'locale'). It starts in
 * the language the app chose at start (the remembered choice, else the browser's) and loads its catalogue; the
 * app renders nothing until the first catalogue is there, so no English flashes before Filipino. CHOOSE (the
 * language switch) remembers the choice and loads that catalogue while the old one stays on screen. A Filipino
 * catalogue that cannot load (offline) leaves the shown language as it was, or English at start, with `failed`
 * set for the switch to say so.
 */
export interface LocaleContext {
  /** The language on screen (its catalogue is `messages`). */
  locale: Locale;
  /** The language being loaded. */
  wanted: Locale;
  messages: Messages | null;
  /** The last wanted catalogue did not load. */
  failed: boolean;
}

export type LocaleEvent = { type: 'LOCALE.CHOOSE'; locale: Locale };

export interface LocaleInput {
  locale: Locale;
  /** The language's catalogue when the first download already holds it (English): shown from the first render. */
  messages?: Messages | null;
}

/** A language switch reads this: the language can be chosen again once a load has settled. */
export const LOCALE_LOADING = 'loading';

export const localeMachine = setup({
  types: {} as TypesOf<LocaleContext, LocaleEvent | Settled<Messages, 'loadCatalogue'>, LocaleInput>,
  actors: {
    loadCatalogue: fromPromise<Messages, { locale: Locale }>(({ input }) => loadCatalogue(input.locale)),
  },
  actions: {
    want: assign(({ event }) => {
      assertEvent(event, 'LOCALE.CHOOSE');
      return { wanted: event.locale, failed: false };
    }),
    remember: ({ event }) => {
      assertEvent(event, 'LOCALE.CHOOSE');
      rememberLocale(event.locale);
    },
    show: assign(({ context, event }) => {
      assertEvent(event, 'xstate.done.actor.loadCatalogue');
      return { locale: context.wanted, messages: event.output };
    }),
    setLang: ({ context }) => showLocale(context.locale),
    keepShown: assign({ wanted: ({ context }) => context.locale, failed: true }),
    fallBack: assign({ wanted: DEFAULT_LOCALE, failed: true }),
  },
  guards: {
    isShown: ({ context, event }) => event.type === 'LOCALE.CHOOSE' && event.locale === context.locale,
    hasCatalogue: ({ context }) => context.messages !== null,
  },
}).createMachine({
  id: 'locale',
  context: ({ input }) => ({
    locale: input.locale,
    wanted: input.locale,
    messages: input.messages ?? null,
    failed: false,
  }),
  initial: 'choosing',
  states: {
    choosing: {
      description:
        'A catalogue that came with the first download is shown at once, so the app’s first render is its whole first ' +
        'screen; any other is loaded first.',
      always: [{ guard: 'hasCatalogue', target: 'ready', actions: 'setLang' }, { target: 'loading' }],
    },
    loading: {
      tags: [LOCALE_LOADING],
      description: 'Loads the wanted catalogue; the shown one (if any) stays on screen meanwhile.',
      invoke: {
        id: 'loadCatalogue',
        src: 'loadCatalogue',
        input: ({ context }) => ({ locale: context.wanted }),
        onDone: { target: 'ready', actions: ['show', 'setLang'] },
        onError: [
          { guard: 'hasCatalogue', target: 'ready', actions: 'keepShown' },
          // English is in the first download: it always loads.
          { target: 'loading', reenter: true, actions: 'fallBack' },
        ],
      },
    },
    ready: {
      description: 'A catalogue is shown; choosing another language loads it.',
      on: {
        'LOCALE.CHOOSE': [
          { guard: 'isShown', actions: 'remember' },
          { target: 'loading', actions: ['want', 'remember'] },
        ],
      },
    },
  },
});

export type LocaleMachine = typeof localeMachine;

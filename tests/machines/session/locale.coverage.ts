import { localeMachine } from '../../../machines/session/locale.machine';
import type { Messages } from '../../../src/platform/intl/locale';
import type { Locale } from '../../../src/platform/intl/locales';
import { local } from '../../../src/platform/storage/storage';
import { defineMachineSpec } from '../coverage/measureCoverage';

const catalogue: Messages = { 'app.brand': 'Lucky Lobby' };

const spec = (locale: Locale, messages: Messages | null = null) =>
  defineMachineSpec({
    name: 'locale',
    machine: localeMachine.provide({ actions: { setLang: () => undefined } }),
    input: { locale, messages },
    events: [
      { type: 'LOCALE.CHOOSE', locale: 'en-PH' },
      { type: 'LOCALE.CHOOSE', locale: 'fil-PH' },
      { type: 'xstate.done.actor.loadCatalogue', output: catalogue, actorId: 'loadCatalogue' as const },
      { type: 'xstate.error.actor.loadCatalogue', error: new TypeError('offline'), actorId: 'loadCatalogue' as const },
    ],
    mocks: (mocks) => ({ loadCatalogue: mocks.promise<Messages, { locale: Locale }>() }),
    serializeState: (snapshot) =>
      JSON.stringify([
        snapshot.value,
        snapshot.context.locale,
        snapshot.context.wanted,
        snapshot.context.messages !== null,
        snapshot.context.failed,
      ]),
    prepare: () => local.remove('locale'),
  });

/**
 * Started in English (the default) and in Filipino (remembered, or the browser's first language), loading the
 * catalogue; and in English with its catalogue in hand (the app's start: English is in the first download).
 */
export const localeSpecs = [spec('en-PH'), spec('fil-PH'), spec('en-PH', catalogue)];

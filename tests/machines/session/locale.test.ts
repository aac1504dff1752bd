import { beforeEach, describe, expect, test } from 'vitest';
import { createActor } from 'xstate';
import { localeMachine } from '../../../machines/session/locale.machine';
import { localeFailed, localeLoading, shownLocale, shownMessages } from '../../../machines/session/locale.selectors';
import { enPH } from '../../../src/platform/intl/en-PH';
import { type Messages, preferredLocale, startingLocale } from '../../../src/platform/intl/locale';
import type { Locale } from '../../../src/platform/intl/locales';
import { local } from '../../../src/platform/storage/storage';
import { MockActors } from '../coverage/mockActors';

const english: Messages = { 'app.brand': 'Lucky Lobby', 'nav.home': 'Home' };
const filipino: Messages = { 'app.brand': 'Lucky Lobby', 'nav.home': 'Home', 'app.retry': 'Subukang muli' };

/** The machine with a steerable catalogue loader and `<html lang>` recorded. */
function start(locale: Locale) {
  const mocks = new MockActors();
  const langs: string[] = [];
  const actor = createActor(
    localeMachine.provide({
      actors: { loadCatalogue: mocks.promise<Messages, { locale: Locale }>() },
      actions: { setLang: ({ context }) => void langs.push(context.locale) },
    }),
    { input: { locale } },
  ).start();
  const loaded = (id: 'loadCatalogue', output: Messages) => mocks.resolve(id, output);
  return { actor, mocks, langs, loaded };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => local.remove('locale'));

describe('locale: the shown language', () => {
  test('shows nothing until the first catalogue loads, then that language, with <html lang>', async () => {
    const { actor, mocks, langs, loaded } = start('fil-PH');
    expect(localeLoading(actor.getSnapshot())).toBe(true);
    expect(shownMessages(actor.getSnapshot())).toBeNull();
    expect(mocks.starts).toEqual([{ id: 'loadCatalogue', input: { locale: 'fil-PH' } }]);
    loaded('loadCatalogue', filipino);
    await settle();
    expect(shownLocale(actor.getSnapshot())).toBe('fil-PH');
    expect(shownMessages(actor.getSnapshot())).toBe(filipino);
    expect(langs).toEqual(['fil-PH']);
    // Starting in the browser's language is not a choice: nothing is remembered.
    expect(local.get('locale')).toBeUndefined();
  });

  test('a choice is remembered at once and loads while the old language stays on screen', async () => {
    const { actor, mocks, langs, loaded } = start('en-PH');
    loaded('loadCatalogue', english);
    await settle();
    actor.send({ type: 'LOCALE.CHOOSE', locale: 'fil-PH' });
    expect(local.get('locale')).toBe('fil-PH');
    expect(localeLoading(actor.getSnapshot())).toBe(true);
    expect(shownLocale(actor.getSnapshot())).toBe('en-PH');
    expect(shownMessages(actor.getSnapshot())).toBe(english);
    expect(mocks.starts.at(-1)).toEqual({ id: 'loadCatalogue', input: { locale: 'fil-PH' } });
    loaded('loadCatalogue', filipino);
    await settle();
    expect(shownLocale(actor.getSnapshot())).toBe('fil-PH');
    expect(langs).toEqual(['en-PH', 'fil-PH']);
  });

  test('choosing the shown language loads nothing, but remembers it', async () => {
    const { actor, mocks, loaded } = start('en-PH');
    loaded('loadCatalogue', english);
    await settle();
    actor.send({ type: 'LOCALE.CHOOSE', locale: 'en-PH' });
    expect(mocks.starts).toHaveLength(1);
    expect(localeLoading(actor.getSnapshot())).toBe(false);
    expect(local.get('locale')).toBe('en-PH');
  });

  test('Filipino that cannot load keeps English on screen and says so; the next choice clears it', async () => {
    const { actor, mocks, loaded } = start('en-PH');
    loaded('loadCatalogue', english);
    await settle();
    actor.send({ type: 'LOCALE.CHOOSE', locale: 'fil-PH' });
    mocks.reject('loadCatalogue', new TypeError('Failed to fetch'));
    await settle();
    expect(shownLocale(actor.getSnapshot())).toBe('en-PH');
    expect(shownMessages(actor.getSnapshot())).toBe(english);
    expect(localeFailed(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'LOCALE.CHOOSE', locale: 'fil-PH' });
    expect(localeFailed(actor.getSnapshot())).toBe(false);
    loaded('loadCatalogue', filipino);
    await settle();
    expect(shownLocale(actor.getSnapshot())).toBe('fil-PH');
  });

  test('at start, Filipino that cannot load falls back to English (in the first download) and says so', async () => {
    const { actor, mocks, loaded } = start('fil-PH');
    mocks.reject('loadCatalogue', new TypeError('Failed to fetch'));
    await settle();
    expect(mocks.starts.at(-1)).toEqual({ id: 'loadCatalogue', input: { locale: 'en-PH' } });
    loaded('loadCatalogue', english);
    await settle();
    expect(shownLocale(actor.getSnapshot())).toBe('en-PH');
    expect(localeFailed(actor.getSnapshot())).toBe(true);
  });

  test('the real loader gives English from the first download and Filipino with every English id', async () => {
    const { loadCatalogue } = await import('../../../src/platform/intl/locale');
    const { everyMessage } = await import('../../../src/platform/intl/everyMessage');
    const en = await loadCatalogue('en-PH');
    const fil = await loadCatalogue('fil-PH');
    expect(en['app.brand']).toBe('Lucky Lobby');
    expect(Object.keys(fil).sort()).toEqual(Object.keys(everyMessage).sort());
  });
});

describe('preferredLocale: the language to start in', () => {
  test('a first visit follows the first of the browser languages the app has', () => {
    expect(preferredLocale(['fil-PH', 'en-US'])).toBe('fil-PH');
    expect(preferredLocale(['tl'])).toBe('fil-PH');
    expect(preferredLocale(['ja-JP', 'en-GB', 'fil'])).toBe('en-PH');
    expect(preferredLocale(['ja-JP', 'zh-CN'])).toBe('en-PH');
    expect(preferredLocale([])).toBe('en-PH');
  });

  test('a remembered choice wins over the browser', () => {
    local.set('locale', 'en-PH');
    expect(preferredLocale(['fil-PH'])).toBe('en-PH');
    local.set('locale', 'fil-PH');
    expect(preferredLocale(['en-US'])).toBe('fil-PH');
  });
});

describe('locale: the catalogue in hand at start', () => {
  test('English from the first download is shown at once: no load, <html lang> set on start', () => {
    const mocks = new MockActors();
    const langs: string[] = [];
    const machine = localeMachine.provide({
      actors: { loadCatalogue: mocks.promise<Messages, { locale: Locale }>() },
      actions: { setLang: ({ context }) => void langs.push(context.locale) },
    });
    const actor = createActor(machine, { input: { locale: 'en-PH', messages: english } });
    // Before the actor starts (the app's first render reads it then), the catalogue is already the shown one.
    expect(shownMessages(actor.getSnapshot())).toBe(english);
    expect(localeLoading(actor.getSnapshot())).toBe(false);
    actor.start();
    expect(mocks.starts).toEqual([]);
    expect(langs).toEqual(['en-PH']);
    actor.send({ type: 'LOCALE.CHOOSE', locale: 'fil-PH' });
    expect(mocks.starts).toEqual([{ id: 'loadCatalogue', input: { locale: 'fil-PH' } }]);
  });

  test('the session starts English with its catalogue, another language without', () => {
    local.set('locale', 'fil-PH');
    expect(startingLocale()).toEqual({ locale: 'fil-PH', messages: null });
    local.set('locale', 'en-PH');
    expect(startingLocale().messages).toBe(enPH);
  });
});

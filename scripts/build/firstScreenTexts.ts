import { type LiteralElement, type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';
import {
  FIRST_SCREEN_TEXT_IDS,
  FIRST_SCREEN_TEXTS_FILE,
  type FirstScreenTexts,
} from '../../src/api/contract/firstScreenTexts';
import { everyMessage } from '../../src/platform/intl/everyMessage';
import { filPH } from '../../src/platform/intl/fil-PH';

/**
 * A message as the text a player reads: the server writes it into a page as it is, so a message with a placeholder,
 * a plural or markup cannot be one (the build fails and says which). ICU's quoting ('') comes out as one quote.
 */
export function plainText(id: string, message: string): string {
  const parts = parse(message);
  const literal = (part: MessageFormatElement): part is LiteralElement => part.type === TYPE.literal;
  if (parts.every(literal)) return parts.map((part) => part.value).join('');
  throw new Error(`${id} is painted by the server as plain text, but its message has placeholders: ${message}`);
}

/** The painted screens' texts in each language, from the app's own catalogues. */
export function firstScreenTexts(
  catalogues: Record<keyof FirstScreenTexts, Record<string, string>> = { 'en-PH': everyMessage, 'fil-PH': filPH },
): FirstScreenTexts {
  const pick = (catalogue: Record<string, string>) =>
    Object.fromEntries(
      FIRST_SCREEN_TEXT_IDS.map((id) => {
        const message = catalogue[id];
        if (message === undefined) throw new Error(`${id} is missing from a catalogue`);
        return [id, plainText(id, message)];
      }),
    ) as FirstScreenTexts['en-PH'];
  return { 'en-PH': pick(catalogues['en-PH']), 'fil-PH': pick(catalogues['fil-PH']) };
}

/** dist/.vite/first-screen-texts.json: the texts the server paints a returning player's first screens with. */
export function firstScreenTextsFile(): Plugin {
  return {
    name: 'lucky-lobby:first-screen-texts',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: FIRST_SCREEN_TEXTS_FILE, source: JSON.stringify(firstScreenTexts()) });
    },
  };
}

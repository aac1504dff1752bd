import { describe, expect, it } from 'vitest';
import { firstScreenTexts, plainText } from '../../../scripts/build/firstScreenTexts';
import { FIRST_SCREEN_TEXT_IDS } from '../../../src/api/contract/firstScreenTexts';
import { everyMessage } from '../../../src/platform/intl/everyMessage';
import { filPH } from '../../../src/platform/intl/fil-PH';

describe('the texts the server paints first screens with (scripts/build/firstScreenTexts.ts)', () => {
  it("copies each from the app's catalogue of each language", () => {
    const texts = firstScreenTexts();
    for (const id of FIRST_SCREEN_TEXT_IDS) {
      expect(texts['en-PH'][id], id).toBe(everyMessage[id]);
      expect(texts['fil-PH'][id], id).toBe(filPH[id]);
    }
  });

  it('gives a message as the player reads it, and fails the build on one the server cannot write as it is', () => {
    expect(plainText('a', "The player''s game")).toBe("The player's game");
    expect(() => plainText('wallet.deposit.intro', 'Up to {amount}')).toThrow(
      'wallet.deposit.intro is painted by the server as plain text, but its message has placeholders: Up to {amount}',
    );
    const english = { ...everyMessage };
    delete (english as Partial<typeof english>)['game.leave'];
    expect(() => firstScreenTexts({ 'en-PH': english, 'fil-PH': filPH })).toThrow('game.leave is missing');
  });
});

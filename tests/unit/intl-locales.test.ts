import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { everyMessage } from '../../src/platform/intl/everyMessage';
import { filPH } from '../../src/platform/intl/fil-PH';
import type { LegalDocument } from '../../src/ui/legal/legalDocument';
import { privacyPolicy } from '../../src/ui/legal/privacy';
import { privacyPolicyFil } from '../../src/ui/legal/privacy.fil';
import { termsOfUse } from '../../src/ui/legal/terms';
import { termsOfUseFil } from '../../src/ui/legal/terms.fil';

/**
 * The Filipino catalogue beside the English one: the same ids, every message valid ICU with the same
 * arguments, plural and select branches and rich-text tags, so a translation can never drop an amount or break a
 * link; and translated, not copied. The type check catches a missing id too; this test also names it.
 */
const english: Record<string, string> = everyMessage;
const filipino: Record<string, string> = filPH;

/** What a message needs from its values: `amount:number`, `count:plural[one|other]`, `<link>` … sorted. */
function shape(message: string): string[] {
  const found: string[] = [];
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.argument) found.push(`${element.value}`);
      if (element.type === TYPE.number || element.type === TYPE.date || element.type === TYPE.time)
        found.push(`${element.value}:${TYPE[element.type]}`);
      if (element.type === TYPE.plural || element.type === TYPE.select) {
        found.push(`${element.value}:${TYPE[element.type]}[${Object.keys(element.options).sort().join('|')}]`);
        for (const option of Object.values(element.options)) walk(option.value);
      }
      if (element.type === TYPE.tag) {
        found.push(`<${element.value}>`);
        walk(element.children);
      }
    }
  };
  walk(parse(message));
  return found.sort();
}

describe('fil-PH catalogue', () => {
  it('holds exactly the en-PH ids', () => {
    expect(Object.keys(english).filter((id) => !Object.hasOwn(filipino, id))).toEqual([]);
    expect(Object.keys(filipino).filter((id) => !Object.hasOwn(english, id))).toEqual([]);
  });

  it('keeps every message’s arguments, branches and tags', () => {
    const differ = Object.keys(english)
      .filter((id) => JSON.stringify(shape(english[id]!)) !== JSON.stringify(shape(filipino[id]!)))
      .map((id) => `${id}: ${shape(english[id]!).join(' ')} ≠ ${shape(filipino[id]!).join(' ')}`);
    expect(differ).toEqual([]);
  });

  it('is translated: at most one message in six the same as the English (names, codes, the loanwords Filipino apps keep)', () => {
    const same = Object.keys(english).filter((id) => english[id] === filipino[id]);
    expect(same.length, same.join('\n')).toBeLessThanOrEqual(Object.keys(english).length / 6);
  });

  it('gives the legal documents in Filipino with the same sections, paragraphs and items', () => {
    const outline = (document: LegalDocument) =>
      document.sections.map((section) => [section.paragraphs.length, section.items?.length ?? 0]);
    expect(outline(termsOfUseFil)).toEqual(outline(termsOfUse));
    expect(outline(privacyPolicyFil)).toEqual(outline(privacyPolicy));
    expect(termsOfUseFil.intro.length).toBe(termsOfUse.intro.length);
    expect(termsOfUseFil.sections[0]!.heading).not.toBe(termsOfUse.sections[0]!.heading);
  });
});

import { DEFAULT_LOCALE, type Locale } from '../../platform/intl/locales';
import type { LegalDocument } from './legalDocument';
import { privacyPolicy } from './privacy';
import { privacyPolicyFil } from './privacy.fil';
import { termsOfUse } from './terms';
import { termsOfUseFil } from './terms.fil';

/** A legal document in each language (English, Filipino); tests/unit/intl-locales.test.ts checks they have one shape. */
export type Translated = Readonly<Record<Locale, LegalDocument>>;

export const TERMS_OF_USE: Translated = { 'en-PH': termsOfUse, 'fil-PH': termsOfUseFil };
export const PRIVACY_POLICY: Translated = { 'en-PH': privacyPolicy, 'fil-PH': privacyPolicyFil };

/** The document in the shown language (react-intl's `locale`), English for any other. */
export const inLocale = (documents: Translated, locale: string): LegalDocument =>
  Object.hasOwn(documents, locale) ? documents[locale as Locale] : documents[DEFAULT_LOCALE];

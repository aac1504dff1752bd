/**
 * A translation of one en-PH catalogue part: exactly its ids (a missing or an extra id fails the type check), each
 * an ICU message with the same placeholders (tests/unit/intl-locales.test.ts compares them).
 */
export type Translation<T> = { readonly [K in keyof T]: string };

/** A legal document as plain data: a short introduction, then numbered sections of prose. */
export interface LegalSection {
  heading: string;
  paragraphs: readonly string[];
  /** An optional bulleted list shown after the paragraphs (e.g. the excluded persons). */
  items?: readonly string[];
}

export interface LegalDocument {
  intro: readonly string[];
  sections: readonly LegalSection[];
}

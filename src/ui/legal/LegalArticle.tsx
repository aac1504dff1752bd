import type { LegalDocument } from './legalDocument';
import './legal.css';

export interface LegalArticleProps {
  document: LegalDocument;
  /** Heading level of the sections: 2 under a page's h1, 3 under the terms panel's h2. */
  level: 2 | 3;
}

/** A legal document (terms of use, privacy policy) as readable prose. */
export function LegalArticle({ document, level }: LegalArticleProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className="legal-article">
      {document.intro.map((text) => (
        <p key={text} className="legal-article__intro">
          {text}
        </p>
      ))}
      {document.sections.map((section) => (
        <section key={section.heading} className="legal-article__section">
          <Heading className="legal-article__heading">{section.heading}</Heading>
          {section.paragraphs.map((text) => (
            <p key={text}>{text}</p>
          ))}
          {section.items && (
            <ul className="legal-article__list">
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}

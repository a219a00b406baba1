// /terms and /privacy: plain readable pages, opened in a new tab from Settings.
import { LEGAL_DOCUMENTS, type LegalDocumentName } from './legal-texts.js';
import './legal.css';

export function LegalPage({ document: name }: { readonly document: LegalDocumentName }) {
  const doc = LEGAL_DOCUMENTS[name];
  window.document.title = `${doc.title} · Hivemind`;
  return (
    <div className="doc-page">
      <header className="doc-page__header">
        <a className="brand-link" href="/">
          <span className="shell__logo" aria-hidden="true" />
          Hivemind
        </a>
      </header>
      <main className="doc-page__main">
        <article className="doc">
          <h1 className="doc__title">{doc.title}</h1>
          <p className="doc__updated">{doc.updated}</p>
          <p className="doc__intro">{doc.intro}</p>
          {doc.sections.map((section) => (
            <section key={section.heading} className="doc__section">
              <h2>{section.heading}</h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </section>
          ))}
        </article>
      </main>
    </div>
  );
}

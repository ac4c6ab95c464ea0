/** A legal document with a two-level anchor table of contents. */
import { useTranslation } from 'react-i18next';
import type { LegalBlock, LegalDocument, LegalSection } from '../content/types';
import { RichTextLine, type Placeholders } from './rich-text-line';
import styles from './legal-document-view.module.css';

function Blocks({ blocks, values }: { blocks: LegalBlock[]; values: Placeholders }) {
  return (
    <>
      {blocks.map((block, i) =>
        block.kind === 'p' ? (
          <p key={i}>
            <RichTextLine text={block.text} values={values} />
          </p>
        ) : (
          <ul key={i}>
            {block.items.map((item, j) => (
              <li key={j}>
                <RichTextLine text={item} values={values} />
              </li>
            ))}
          </ul>
        ),
      )}
    </>
  );
}

function Section({ section, values, level }: { section: LegalSection; values: Placeholders; level: 2 | 3 }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section id={section.id} className={styles.section}>
      <Heading className={level === 2 ? styles.h2 : styles.h3}>{section.heading}</Heading>
      <Blocks blocks={section.blocks} values={values} />
      {section.subsections?.map((sub) => (
        <Section key={sub.id} section={sub} values={values} level={3} />
      ))}
    </section>
  );
}

export function LegalDocumentView({ document: doc, values }: { document: LegalDocument; values: Placeholders }) {
  const { t } = useTranslation();
  return (
    <article className={styles.doc} data-testid="legal-document">
      <header className={styles.header}>
        <h2 className={styles.title}>{doc.title}</h2>
        <p className={styles.effective}>{doc.updatedLabel}</p>
      </header>
      <Blocks blocks={doc.intro} values={values} />
      <nav className={styles.toc} aria-label={t('legal.contents')}>
        <h2 className={styles.tocTitle}>{t('legal.contents')}</h2>
        <ol>
          {doc.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.heading}</a>
              {section.subsections && (
                <ol>
                  {section.subsections.map((sub) => (
                    <li key={sub.id}>
                      <a href={`#${sub.id}`}>{sub.heading}</a>
                    </li>
                  ))}
                </ol>
              )}
            </li>
          ))}
        </ol>
      </nav>
      {doc.sections.map((section) => (
        <Section key={section.id} section={section} values={values} level={2} />
      ))}
      <p className={styles.top}>
        <a href="#top">{t('legal.backToTop')} ↑</a>
      </p>
    </article>
  );
}

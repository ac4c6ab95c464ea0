/**
 * The phone preview of an exhibition being edited (docs/operator-console.md, "World"): the list
 * card as the member app's room list draws it (cover, name, summary) and each work as the hall's
 * exhibit card reads it, in one language at the phone's 390 px width. Drawn from the form, so it
 * shows unsaved changes too.
 */
import { useState } from 'react';
import { LOCALES, type Locale } from '@culture/protocol';
import { slotOf, type ExhibitionDraft } from '../model/exhibition-draft';
import { useWorldTexts } from '../model/world-texts';
import content from './content.module.css';
import ops from './ops.module.css';
import css from './world.module.css';

export function ExhibitionPreview({ draft }: { draft: ExhibitionDraft }) {
  const { texts, locale } = useWorldTexts();
  const [lang, setLang] = useState<Locale>(locale);
  return (
    <aside className={content.preview} style={{ width: 410 }}>
      <h2>{texts.preview.heading}</h2>
      <p className={ops.hint}>{texts.preview.hint}</p>
      <label className={content.language}>
        {texts.preview.language}{' '}
        <select value={lang} onChange={(event) => setLang(event.target.value as Locale)} data-testid="world-preview-language">
          {LOCALES.map((l) => (
            <option key={l} value={l}>
              {texts.languages[l]}
            </option>
          ))}
        </select>
      </label>
      <div className={css.phoneFrame} lang={lang} data-testid="world-preview">
        <div className={css.card}>
          {draft.cover && <img className={css.cover} src={draft.cover} alt="" />}
          <div className={css.cardBody}>
            <strong>{draft.name[lang]}</strong>
            {draft.summary[lang] && <span>{draft.summary[lang]}</span>}
          </div>
        </div>
        {draft.works.length === 0 && <p className={css.exhibit}>{texts.preview.noWorks}</p>}
        {draft.works.map((work, index) => (
          <article key={index} className={css.exhibit} data-slot={slotOf(index)}>
            {work.kind !== 'text' && work.image && <img src={work.image} alt="" />}
            <h3>{work.title[lang]}</h3>
            {work.body[lang] && <p>{work.body[lang]}</p>}
          </article>
        ))}
      </div>
    </aside>
  );
}

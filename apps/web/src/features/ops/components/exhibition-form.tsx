/**
 * A new exhibition or one being edited (docs/operator-console.md, "World"): name and summary in
 * the three languages side by side, cover and room template, the works in hanging order (add,
 * edit, move, remove), saved with the create or edit call (works replace the whole list), beside
 * the phone preview.
 */
import { useState, type FormEvent } from 'react';
import { worldApi } from '../api/world-client';
import { bodyOf, emptyWork, moveWork, type ExhibitionDraft, type WorkDraft } from '../model/exhibition-draft';
import { fill } from '../model/ops-texts';
import { useWorldTexts } from '../model/world-texts';
import styles from './coupons.module.css';
import { ExhibitionPreview } from './exhibition-preview';
import { LocalizedGrid, LocalizedRow } from './localized-fields';
import ops from './ops.module.css';
import { OutcomeLine } from './outcome';
import { WorkEditor } from './work-editor';
import css from './world.module.css';

export function ExhibitionForm({ initial }: { initial: ExhibitionDraft }) {
  const { texts, ops: opsTexts } = useWorldTexts();
  const f = texts.form;
  const [draft, setDraft] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);

  const setWorks = (works: WorkDraft[]) => setDraft((d) => ({ ...d, works }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setOutcome(null);
    try {
      const saved = draft.id ? await worldApi.edit({ id: draft.id, ...bodyOf(draft) }) : await worldApi.create(bodyOf(draft));
      setDraft((d) => ({ ...d, id: saved.id }));
      setOutcome({ ok: true, message: fill(draft.id ? f.saved : f.created, { id: saved.id }) });
    } catch (error) {
      setOutcome({ ok: false, message: (error as Error).message || opsTexts.error });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={css.layout}>
      <form className={`${styles.panel} ${css.main}`} onSubmit={submit} data-testid="world-form">
        <h2>{draft.id ? fill(f.editing, { id: draft.id }) : f.creating}</h2>
        <LocalizedGrid languages={texts.languages}>
          <LocalizedRow
            label={f.name}
            values={draft.name}
            onChange={(locale, value) => setDraft((d) => ({ ...d, name: { ...d.name, [locale]: value } }))}
            testId={(locale) => `world-name-${locale}`}
          />
          <LocalizedRow
            label={f.summary}
            values={draft.summary}
            multiline
            onChange={(locale, value) => setDraft((d) => ({ ...d, summary: { ...d.summary, [locale]: value } }))}
            testId={(locale) => `world-summary-${locale}`}
          />
        </LocalizedGrid>
        <div className={styles.fields}>
          <label style={{ gridColumn: 'span 3' }}>
            {f.cover}
            <input
              required
              value={draft.cover}
              onChange={(e) => setDraft((d) => ({ ...d, cover: e.target.value }))}
              data-testid="world-cover"
            />
          </label>
          <label>
            {f.template}
            <input
              required
              value={draft.templateId}
              onChange={(e) => setDraft((d) => ({ ...d, templateId: e.target.value }))}
              data-testid="world-template"
            />
          </label>
        </div>
        <h2>{f.works}</h2>
        <p className={ops.hint}>{f.worksHint}</p>
        {draft.works.map((work, index) => (
          <WorkEditor
            key={index}
            work={work}
            index={index}
            count={draft.works.length}
            onChange={(changed) => setWorks(draft.works.map((w, i) => (i === index ? changed : w)))}
            onMove={(by) => setWorks(moveWork(draft.works, index, by))}
            onRemove={() => setWorks(draft.works.filter((_, i) => i !== index))}
          />
        ))}
        <div className={ops.row}>
          <button
            type="button"
            className={ops.secondary}
            onClick={() => setWorks([...draft.works, emptyWork()])}
            data-testid="world-add-work"
          >
            {f.addWork}
          </button>
          <button type="submit" className={ops.primary} disabled={busy} data-testid="world-save">
            {draft.id ? f.save : f.create}
          </button>
        </div>
        <OutcomeLine outcome={outcome} testId="world-outcome" />
      </form>
      <ExhibitionPreview draft={draft} />
    </div>
  );
}

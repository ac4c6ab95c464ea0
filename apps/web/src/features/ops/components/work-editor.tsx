/** One work of an exhibition in the form: kind, title and text in the three languages, its media; move or remove it. */
import { WORK_KINDS, type WorkKind } from '@culture/protocol';
import { slotOf, type WorkDraft } from '../model/exhibition-draft';
import { fill } from '../model/ops-texts';
import { useWorldTexts } from '../model/world-texts';
import styles from './coupons.module.css';
import { LocalizedGrid, LocalizedRow } from './localized-fields';
import ops from './ops.module.css';
import css from './world.module.css';

export function WorkEditor({
  work,
  index,
  count,
  onChange,
  onMove,
  onRemove,
}: {
  work: WorkDraft;
  index: number;
  count: number;
  onChange: (work: WorkDraft) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const { texts } = useWorldTexts();
  const f = texts.form;
  const id = (field: string) => `world-work-${index}-${field}`;
  const field = (name: 'image' | 'video' | 'link', label: string) => (
    <label>
      {label}
      <input value={work[name]} onChange={(e) => onChange({ ...work, [name]: e.target.value })} data-testid={id(name)} />
    </label>
  );
  return (
    <fieldset className={css.work} data-testid={id('box')}>
      <div className={css.workHead}>
        <strong>{fill(f.work, { n: index + 1, slot: slotOf(index) })}</strong>
        <button type="button" className={ops.secondary} disabled={index === 0} onClick={() => onMove(-1)} data-testid={id('up')}>
          {f.up}
        </button>
        <button
          type="button"
          className={ops.secondary}
          disabled={index === count - 1}
          onClick={() => onMove(1)}
          data-testid={id('down')}
        >
          {f.down}
        </button>
        <button type="button" className={ops.secondary} onClick={onRemove} data-testid={id('remove')}>
          {f.remove}
        </button>
      </div>
      <LocalizedGrid languages={texts.languages}>
        <LocalizedRow
          label={f.title}
          values={work.title}
          onChange={(locale, value) => onChange({ ...work, title: { ...work.title, [locale]: value } })}
          testId={(locale) => id(`title-${locale}`)}
        />
        <LocalizedRow
          label={f.body}
          values={work.body}
          multiline
          onChange={(locale, value) => onChange({ ...work, body: { ...work.body, [locale]: value } })}
          testId={(locale) => id(`body-${locale}`)}
        />
      </LocalizedGrid>
      <div className={styles.fields}>
        <label>
          {f.kind}
          <select
            value={work.kind}
            onChange={(e) => onChange({ ...work, kind: e.target.value as WorkKind })}
            data-testid={id('kind')}
          >
            {WORK_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {f.kinds[kind]}
              </option>
            ))}
          </select>
        </label>
        {field('image', f.image)}
        {work.kind === 'video' && field('video', f.video)}
        {field('link', f.link)}
      </div>
    </fieldset>
  );
}

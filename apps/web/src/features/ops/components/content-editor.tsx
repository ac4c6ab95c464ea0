/**
 * One document's editor, a project page or a brand (docs/operator-console.md, "Content"): every
 * text in zh-CN | zh-TW | en-US side by side, the rest of the document as labelled JSON, save draft
 * and publish, the phone preview of the saved draft (the member page framed at 390 px) and the
 * published versions. What differs between the kinds is in the `EditedDocument` it is given.
 */
import { useEffect, useState } from 'react';
import { LOCALES, type Locale } from '@culture/protocol';
import { previewUrl, type EditedDocument } from '../api/content-client';
import { useBrandNewTexts } from '../model/brand-new-texts';
import { pathLabel, textFields, withText, type TextField } from '../model/content-fields';
import { useContentTexts } from '../model/content-texts';
import { formatTime } from '../model/format-time';
import { fill } from '../model/ops-texts';
import styles from './admin.module.css';
import { ContentHistory } from './content-history';
import { DataTable, type DataColumn } from './data-table';
import css from './content.module.css';
import ops from './ops.module.css';

interface Loaded<D> {
  published: D;
  unpublished: boolean;
  draftSavedAt: string | null;
  /** What the editor holds: the draft if there is one, else a copy of the published document. */
  page: D;
  dirty: boolean;
}

const loadedFrom = <D,>(d: Awaited<ReturnType<EditedDocument<D>['load']>>): Loaded<D> => ({
  published: d.published,
  unpublished: d.unpublished ?? false,
  draftSavedAt: d.draftSavedAt,
  page: d.draft ?? d.published,
  dirty: false,
});

export function ContentEditor<D extends object>({ subject, onBack }: { subject: EditedDocument<D>; onBack: () => void }) {
  const { texts, ops: opsTexts, locale } = useContentTexts();
  const e = texts.editor;
  const { noVersions } = useBrandNewTexts().texts;
  const [loaded, setLoaded] = useState<Loaded<D> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState<'save' | 'publish' | null>(null);
  // Bumped after every write: reloads the page, the preview and the history.
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let live = true;
    subject
      .load()
      .then((d) => live && setLoaded(loadedFrom(d)))
      .catch((err: Error) => live && setError(err.message || opsTexts.error));
    return () => {
      live = false;
    };
  }, [subject, version, opsTexts.error]);

  if (!loaded) return error ? <Messages notice={null} error={error} /> : <p className={ops.hint}>…</p>;

  const edit = (page: D) => setLoaded({ ...loaded, page, dirty: true });
  const run = async (kind: 'save' | 'publish', action: () => Promise<string>) => {
    setBusy(kind);
    setError(null);
    setNotice(null);
    try {
      setNotice(await action());
      setVersion((n) => n + 1);
    } catch (err) {
      setError((err as Error).message || opsTexts.error);
    } finally {
      setBusy(null);
    }
  };
  const save = () => run('save', async () => (await subject.saveDraft(loaded.page), e.saved));
  const publish = () => run('publish', async () => fill(e.published, { version: (await subject.publish()).version }));

  return (
    <section data-testid="ops-content-editor">
      <div className={styles.heading}>
        <button type="button" className={ops.secondary} onClick={onBack}>
          {subject.kind === 'brand' ? e.backBrands : e.back}
        </button>
        <h1>
          {subject.title(loaded.published)[locale]} <span className={styles.muted}>{subject.memberPath(loaded.published)}</span>
        </h1>
      </div>
      <DraftState unpublished={loaded.unpublished} draftSavedAt={loaded.draftSavedAt} />
      <EditorToolbar
        busy={busy}
        dirty={loaded.dirty}
        hasDraft={loaded.draftSavedAt !== null}
        onSave={() => void save()}
        onPublish={() => void publish()}
      />
      <Messages notice={notice} error={error} />
      <div className={css.layout}>
        <div className={css.main}>
          <TextTable page={loaded.page} onChange={edit} />
          <StructureEditor key={`${version}`} page={loaded.page} onApply={edit} brand={subject.kind === 'brand'} />
        </div>
        <PhonePreview route={subject.memberPath(loaded.published)} reload={version} initial={locale} />
      </div>
      <ContentHistory
        subject={subject}
        version={version}
        emptyText={loaded.unpublished ? noVersions : undefined}
        onRestored={(message) => {
          setNotice(message);
          setVersion((n) => n + 1);
        }}
      />
    </section>
  );
}

/** Whether a draft is being edited, or (a brand created in the console) that members do not see it yet. */
function DraftState({ unpublished, draftSavedAt }: { unpublished: boolean; draftSavedAt: string | null }) {
  const { texts, locale } = useContentTexts();
  const e = texts.editor;
  const newBrandTexts = useBrandNewTexts().texts;
  if (unpublished)
    return (
      <p className={ops.notice} data-testid="content-unpublished">
        {newBrandTexts.unpublished}
      </p>
    );
  return (
    <p className={ops.hint} data-testid="content-draft-state">
      {draftSavedAt ? fill(e.hasDraft, { at: formatTime(draftSavedAt, locale) }) : e.noDraft}
    </p>
  );
}

function Messages({ notice, error }: { notice: string | null; error: string | null }) {
  return (
    <>
      {notice && (
        <p className={ops.notice} role="status" data-testid="content-notice">
          {notice}
        </p>
      )}
      {error && (
        <p className={ops.error} role="alert">
          {error}
        </p>
      )}
    </>
  );
}

function EditorToolbar(props: {
  busy: 'save' | 'publish' | null;
  dirty: boolean;
  hasDraft: boolean;
  onSave: () => void;
  onPublish: () => void;
}) {
  const { busy, dirty, hasDraft } = props;
  const e = useContentTexts().texts.editor;
  return (
    <div className={css.toolbar}>
      <button
        type="button"
        className={ops.primary}
        disabled={busy !== null || !dirty}
        onClick={props.onSave}
        data-testid="content-save"
      >
        {busy === 'save' ? e.saving : e.save}
      </button>
      <button
        type="button"
        className={ops.secondary}
        disabled={busy !== null || dirty || !hasDraft}
        onClick={props.onPublish}
        data-testid="content-publish"
      >
        {busy === 'publish' ? e.publishing : e.publish}
      </button>
      {dirty && <span className={styles.muted}>{e.unsaved}</span>}
    </div>
  );
}

function TextTable<D extends object>({ page, onChange }: { page: D; onChange: (page: D) => void }) {
  const { texts } = useContentTexts();
  const e = texts.editor;
  const columns: DataColumn<TextField>[] = [
    { id: 'field', header: e.field, rowHeader: true, cell: ({ path }) => pathLabel(path, e.names) },
    ...LOCALES.map((l): DataColumn<TextField> => ({
      id: l,
      header: e.languages[l],
      cell: ({ path, value }) => {
        // Enough lines for the longest language (Chinese takes twice an English letter's width).
        const lines = Math.max(value['zh-CN'].length / 9, value['zh-TW'].length / 9, value['en-US'].length / 18);
        const rows = Math.min(8, Math.max(1, Math.ceil(lines)));
        return (
          <textarea
            lang={l}
            rows={rows}
            value={value[l]}
            aria-label={`${pathLabel(path, e.names)} · ${e.languages[l]}`}
            data-testid={`content-text-${path.join('.')}-${l}`}
            onChange={(event) => onChange(withText(page, path, l, event.target.value))}
          />
        );
      },
    })),
  ];
  return (
    <div className={styles.panel}>
      <h2>{e.texts}</h2>
      <p className={ops.hint}>{e.textsHint}</p>
      <DataTable rows={textFields(page)} columns={columns} rowKey={({ path }) => path.join('.')} className={css.texts} />
    </div>
  );
}

function StructureEditor<D extends object>({ page, onApply, brand }: { page: D; onApply: (page: D) => void; brand: boolean }) {
  const { texts } = useContentTexts();
  const e = texts.editor;
  const [text, setText] = useState(() => JSON.stringify(page, null, 2));
  const [bad, setBad] = useState(false);
  const apply = () => {
    try {
      onApply(JSON.parse(text) as D);
      setBad(false);
    } catch {
      setBad(true);
    }
  };
  return (
    <details className={styles.panel}>
      <summary>{e.structure}</summary>
      <p className={ops.hint}>{brand ? e.structureHintBrand : e.structureHint}</p>
      <textarea className={css.json} value={text} onChange={(event) => setText(event.target.value)} spellCheck={false} />
      {bad && (
        <p className={ops.error} role="alert">
          {e.badJson}
        </p>
      )}
      <div>
        <button type="button" className={ops.secondary} onClick={apply}>
          {e.apply}
        </button>
      </div>
    </details>
  );
}

function PhonePreview({ route, reload, initial }: { route: string; reload: number; initial: Locale }) {
  const { texts } = useContentTexts();
  const [lang, setLang] = useState<Locale>(initial);
  return (
    <aside className={css.preview}>
      <h2>{texts.preview.heading}</h2>
      <p className={ops.hint}>{texts.preview.hint}</p>
      <label className={css.language}>
        {texts.preview.language}{' '}
        <select value={lang} onChange={(event) => setLang(event.target.value as Locale)} data-testid="content-preview-language">
          {LOCALES.map((l) => (
            <option key={l} value={l}>
              {texts.editor.languages[l]}
            </option>
          ))}
        </select>
      </label>
      <div className={css.phoneFrame}>
        <iframe
          key={`${lang}:${reload}`}
          className={css.phone}
          title={texts.preview.heading}
          src={previewUrl(route, lang, reload)}
          data-testid="content-preview"
        />
      </div>
    </aside>
  );
}

/**
 * One page's editor (docs/operator-console.md, "Content"): every text in zh-CN | zh-TW | en-US
 * side by side, the rest of the document as labelled JSON, save draft and publish, the phone
 * preview of the saved draft (the member page framed at 390 px) and the published versions.
 */
import { useEffect, useState } from 'react';
import { LOCALES, type Locale, type PageContent } from '@culture/protocol';
import { contentApi, previewUrl } from '../api/content-client';
import { pathLabel, textFields, withText } from '../model/content-fields';
import { useContentTexts } from '../model/content-texts';
import { formatTime } from '../model/format-time';
import { fill } from '../model/ops-texts';
import styles from './admin.module.css';
import { ContentHistory } from './content-history';
import css from './content.module.css';
import ops from './ops.module.css';

interface Loaded {
  published: PageContent;
  draftSavedAt: string | null;
  /** What the editor holds: the draft if there is one, else a copy of the published page. */
  page: PageContent;
  dirty: boolean;
}

export function ContentEditor({ slug, onBack }: { slug: string; onBack: () => void }) {
  const { texts, ops: opsTexts, locale } = useContentTexts();
  const e = texts.editor;
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState<'save' | 'publish' | null>(null);
  // Bumped after every write: reloads the page, the preview and the history.
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let live = true;
    contentApi
      .page(slug)
      .then(
        (d) =>
          live && setLoaded({ published: d.published, draftSavedAt: d.draftSavedAt, page: d.draft ?? d.published, dirty: false }),
      )
      .catch((err: Error) => live && setError(err.message || opsTexts.error));
    return () => {
      live = false;
    };
  }, [slug, version, opsTexts.error]);

  if (!loaded) return error ? <Messages notice={null} error={error} /> : <p className={ops.hint}>…</p>;

  const edit = (page: PageContent) => setLoaded({ ...loaded, page, dirty: true });
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
  const save = () => run('save', async () => (await contentApi.saveDraft(loaded.page), e.saved));
  const publish = () => run('publish', async () => fill(e.published, { version: (await contentApi.publish(slug)).version }));

  return (
    <section data-testid="ops-content-editor">
      <div className={styles.heading}>
        <button type="button" className={ops.secondary} onClick={onBack}>
          {e.back}
        </button>
        <h1>
          {loaded.published.title[locale]} <span className={styles.muted}>{loaded.published.route}</span>
        </h1>
      </div>
      <p className={ops.hint} data-testid="content-draft-state">
        {loaded.draftSavedAt ? fill(e.hasDraft, { at: formatTime(loaded.draftSavedAt, locale) }) : e.noDraft}
      </p>
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
          <StructureEditor key={`${version}`} page={loaded.page} onApply={edit} />
        </div>
        <PhonePreview route={loaded.published.route} reload={version} initial={locale} />
      </div>
      <ContentHistory
        slug={slug}
        version={version}
        onRestored={(message) => {
          setNotice(message);
          setVersion((n) => n + 1);
        }}
      />
    </section>
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

function TextTable({ page, onChange }: { page: PageContent; onChange: (page: PageContent) => void }) {
  const { texts } = useContentTexts();
  const e = texts.editor;
  return (
    <div className={styles.panel}>
      <h2>{e.texts}</h2>
      <p className={ops.hint}>{e.textsHint}</p>
      <table className={css.texts}>
        <thead>
          <tr>
            <th>{e.field}</th>
            {LOCALES.map((l) => (
              <th key={l}>{e.languages[l]}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {textFields(page).map(({ path, value }) => {
            const id = path.join('.');
            // Enough lines for the longest language (Chinese takes twice an English letter's width).
            const lines = Math.max(value['zh-CN'].length / 9, value['zh-TW'].length / 9, value['en-US'].length / 18);
            const rows = Math.min(8, Math.max(1, Math.ceil(lines)));
            return (
              <tr key={id}>
                <th scope="row">{pathLabel(path, e.names)}</th>
                {LOCALES.map((l) => (
                  <td key={l}>
                    <textarea
                      lang={l}
                      rows={rows}
                      value={value[l]}
                      aria-label={`${pathLabel(path, e.names)} · ${e.languages[l]}`}
                      data-testid={`content-text-${id}-${l}`}
                      onChange={(event) => onChange(withText(page, path, l, event.target.value))}
                    />
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function StructureEditor({ page, onApply }: { page: PageContent; onApply: (page: PageContent) => void }) {
  const { texts } = useContentTexts();
  const e = texts.editor;
  const [text, setText] = useState(() => JSON.stringify(page, null, 2));
  const [bad, setBad] = useState(false);
  const apply = () => {
    try {
      onApply(JSON.parse(text) as PageContent);
      setBad(false);
    } catch {
      setBad(true);
    }
  };
  return (
    <details className={styles.panel}>
      <summary>{e.structure}</summary>
      <p className={ops.hint}>{e.structureHint}</p>
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

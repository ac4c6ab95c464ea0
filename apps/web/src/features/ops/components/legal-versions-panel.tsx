/**
 * Publishing a legal document's next version from the content section (content.edit;
 * docs/privacy.md, "Documents and versions"): a material one blocks the next visit and becomes a
 * notice to everyone (the server does both in the audited request).
 */
import { useState, type FormEvent } from 'react';
import { API_PATHS, LEGAL_DOCUMENTS, type LegalDocumentId, type Locale } from '@culture/protocol';
import { opsRequest } from '../api/ops-client';
import { useLegalTexts } from '../model/legal-texts';
import { fill } from '../model/ops-texts';
import styles from './coupons.module.css';
import { LocalizedGrid, LocalizedRow } from './localized-fields';
import ops from './ops.module.css';
import { OutcomeLine } from './outcome';

const empty = (): Record<Locale, string> => ({ 'zh-CN': '', 'zh-TW': '', 'en-US': '' });

export function LegalVersionsPanel() {
  const { texts: t, ops: opsTexts } = useLegalTexts();
  const [document, setDocument] = useState<LegalDocumentId>('privacyPolicy');
  const [effectiveDate, setEffectiveDate] = useState('');
  const [material, setMaterial] = useState(false);
  const [summary, setSummary] = useState(empty);
  const [message, setMessage] = useState<{ ok: boolean; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setMessage(null);
    opsRequest<{ document: LegalDocumentId; version: number }>('POST', API_PATHS.adminLegalVersions, {
      body: { document, effectiveDate, material, summary },
    })
      .then((r) => {
        setMessage({ ok: true, message: fill(t.published, { document: t.documents[r.document], version: String(r.version) }) });
        setSummary(empty());
      })
      .catch((e: Error) => setMessage({ ok: false, message: e.message || opsTexts.error }))
      .finally(() => setBusy(false));
  };
  return (
    <form className={styles.panel} onSubmit={submit} data-testid="legal-versions">
      <h2>{t.heading}</h2>
      <p className={ops.hint}>{t.hint}</p>
      <div className={styles.inline}>
        <label>
          {t.document}
          <select value={document} onChange={(e) => setDocument(e.target.value as LegalDocumentId)} data-testid="legal-document">
            {LEGAL_DOCUMENTS.map((d) => (
              <option key={d} value={d}>
                {t.documents[d]}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t.effectiveDate}
          <input
            type="date"
            required
            value={effectiveDate}
            onChange={(e) => setEffectiveDate(e.target.value)}
            data-testid="legal-effective-date"
          />
        </label>
        <label>
          <input
            type="checkbox"
            checked={material}
            onChange={(e) => setMaterial(e.target.checked)}
            data-testid="legal-material"
          />{' '}
          {t.material}
        </label>
      </div>
      <LocalizedGrid languages={t.languages}>
        <LocalizedRow
          label={t.summary}
          values={summary}
          multiline
          onChange={(locale, value) => setSummary((s) => ({ ...s, [locale]: value }))}
          testId={(locale) => `legal-summary-${locale}`}
        />
      </LocalizedGrid>
      <button type="submit" className={ops.primary} disabled={busy} data-testid="legal-publish">
        {t.publish}
      </button>
      <OutcomeLine outcome={message} testId="legal-message" />
    </form>
  );
}

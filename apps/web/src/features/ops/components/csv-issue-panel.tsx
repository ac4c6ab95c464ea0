/**
 * Issuing a template from a CSV: pick a file → the server's preview (counts and the rows it will
 * skip; nothing written) → confirm → the result. Steps in model/csv-issue-machine.ts.
 */
import { useMemo, useReducer, type ChangeEvent } from 'react';
import { COUPON_CSV_PROBLEMS, type CouponCsvIssueResult, type CouponCsvPreview } from '@culture/protocol';
import { couponsApi } from '../api/coupons-client';
import { useCouponsTexts } from '../model/coupons-texts';
import { csvIssueReducer, initialCsvIssue, newBatchId, type CsvIssueState } from '../model/csv-issue-machine';
import { fill } from '../model/ops-texts';
import { DataTable } from './data-table';
import styles from './coupons.module.css';
import ops from './ops.module.css';
import type { ChosenTemplate } from './template-list';

export function CsvIssuePanel({
  chosen,
  onChoose,
  onIssued,
}: {
  chosen: ChosenTemplate | null;
  onChoose: (template: ChosenTemplate | null) => void;
  onIssued: () => void;
}) {
  const { texts, ops: opsTexts, locale } = useCouponsTexts();
  const t = texts.issue;
  const [state, dispatch] = useReducer(csvIssueReducer, initialCsvIssue);
  const count = useMemo(() => new Intl.NumberFormat(locale), [locale]);
  const failed = (error: unknown) => dispatch({ type: 'failed', message: (error as Error).message || opsTexts.error });

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || !chosen) return;
    const csv = await file.text();
    dispatch({ type: 'picked', csv, fileName: file.name });
    try {
      dispatch({ type: 'previewed', preview: await couponsApi.previewCsv(chosen.templateId, csv), batchId: newBatchId() });
    } catch (error) {
      failed(error);
    }
  };

  const confirm = async () => {
    if (state.step !== 'previewed' || state.committing || !chosen) return;
    dispatch({ type: 'confirm' });
    try {
      dispatch({ type: 'committed', result: await couponsApi.issueCsv(chosen.templateId, state.csv, state.batchId) });
      onIssued();
    } catch (error) {
      failed(error);
    }
  };

  const changeTemplate = (value: string) => {
    dispatch({ type: 'reset' });
    const id = Number(value);
    onChoose(Number.isInteger(id) && id > 0 ? { templateId: id, name: '' } : null);
  };

  return (
    <div className={styles.panel} data-testid="coupons-csv">
      <TemplatePicker chosen={chosen} onChange={changeTemplate} />
      {!chosen && <p className={ops.hint}>{t.choose}</p>}
      {chosen && (state.step === 'pick' || state.step === 'previewing') && (
        <div className={styles.inline}>
          <label>
            {t.file}
            <input
              type="file"
              accept=".csv,text/csv,text/plain"
              onChange={(e) => void pick(e)}
              disabled={state.step === 'previewing'}
              data-testid="coupons-csv-file"
            />
          </label>
          <p className={ops.hint}>{t.fileHint}</p>
        </div>
      )}
      {state.step === 'pick' && state.error && <ErrorLine message={state.error} />}
      {state.step === 'previewing' && <p className={ops.hint}>{t.previewing}</p>}
      {state.step === 'previewed' && (
        <PreviewedStep state={state} count={count} onConfirm={() => void confirm()} onReset={() => dispatch({ type: 'reset' })} />
      )}
      {state.step === 'done' && <DoneStep result={state.result} count={count} onReset={() => dispatch({ type: 'reset' })} />}
    </div>
  );
}

function TemplatePicker({ chosen, onChange }: { chosen: ChosenTemplate | null; onChange: (value: string) => void }) {
  const t = useCouponsTexts().texts.issue;
  return (
    <div className={styles.inline}>
      <label>
        {t.template}
        <input
          type="number"
          min={1}
          value={chosen?.templateId ?? ''}
          onChange={(e) => onChange(e.target.value)}
          data-testid="coupons-csv-template"
        />
      </label>
      {chosen?.name && <strong data-testid="coupons-csv-template-name">{chosen.name}</strong>}
    </div>
  );
}

function ErrorLine({ message }: { message: string }) {
  return (
    <p className={ops.error} role="alert" data-testid="coupons-csv-error">
      {message}
    </p>
  );
}

/** The preview, and the confirmation (or why there is nothing to confirm). */
function PreviewedStep({
  state,
  count,
  onConfirm,
  onReset,
}: {
  state: Extract<CsvIssueState, { step: 'previewed' }>;
  count: Intl.NumberFormat;
  onConfirm: () => void;
  onReset: () => void;
}) {
  const t = useCouponsTexts().texts.issue;
  const issuable = state.preview.issuable;
  return (
    <>
      <p className={ops.hint}>{state.fileName}</p>
      <Preview preview={state.preview} count={count} />
      {state.error && <ErrorLine message={state.error} />}
      <div className={ops.row}>
        {issuable > 0 ? (
          <button
            type="button"
            className={ops.primary}
            disabled={state.committing}
            onClick={onConfirm}
            data-testid="coupons-csv-confirm"
          >
            {state.committing ? t.committing : issuable === 1 ? t.confirmOne : fill(t.confirm, { count: count.format(issuable) })}
          </button>
        ) : (
          <p className={ops.notice}>{t.nothing}</p>
        )}
        <button type="button" className={ops.secondary} disabled={state.committing} onClick={onReset}>
          {t.again}
        </button>
      </div>
    </>
  );
}

function DoneStep({ result, count, onReset }: { result: CouponCsvIssueResult; count: Intl.NumberFormat; onReset: () => void }) {
  const t = useCouponsTexts().texts.issue;
  const issued = count.format(result.issued);
  return (
    <>
      <p className={styles.ok} role="status" data-testid="coupons-csv-done">
        {result.replayed
          ? fill(t.replayed, { count: issued })
          : result.issued === 1
            ? t.doneOne
            : fill(t.done, { count: issued })}
      </p>
      <Preview preview={result} count={count} done />
      <div className={ops.row}>
        <button type="button" className={ops.secondary} onClick={onReset}>
          {t.again}
        </button>
      </div>
    </>
  );
}

/** The counts and the problem rows: what would happen, or (`done`) what happened. */
function Preview({ preview, count, done = false }: { preview: CouponCsvPreview; count: Intl.NumberFormat; done?: boolean }) {
  const { texts } = useCouponsTexts();
  const t = texts.issue;
  const skipped = COUPON_CSV_PROBLEMS.reduce((sum, p) => sum + preview.counts[p], 0);
  return (
    <>
      <div className={styles.figures} data-testid="coupons-csv-preview">
        <div>
          <span>{t.rows}</span>
          <strong>{count.format(preview.rows)}</strong>
        </div>
        <div>
          <span>{done ? t.issued : t.issuable}</span>
          <strong data-testid="coupons-csv-issuable">{count.format(preview.issuable)}</strong>
        </div>
        <div>
          <span>{t.stockLeft}</span>
          <strong>{count.format(preview.stockLeft)}</strong>
        </div>
        {COUPON_CSV_PROBLEMS.filter((p) => preview.counts[p] > 0).map((p) => (
          <div key={p} data-testid={`coupons-csv-count-${p}`}>
            <span>{texts.problems[p]}</span>
            <strong>{count.format(preview.counts[p])}</strong>
          </div>
        ))}
      </div>
      {preview.problems.length > 0 && (
        <>
          <h2>{done ? t.skippedHeading : t.problemsHeading}</h2>
          {preview.problems.length < skipped && (
            <p className={ops.hint}>{fill(t.moreProblems, { shown: preview.problems.length, total: count.format(skipped) })}</p>
          )}
          <DataTable
            rows={preview.problems}
            columns={[
              { id: 'line', header: t.line, className: styles.num, cell: (row) => row.line },
              { id: 'value', header: t.value, cell: (row) => row.value },
              { id: 'problem', header: t.problem, cell: (row) => texts.problems[row.problem] },
            ]}
            rowKey={(row) => row.line}
            className={styles.table}
            testId="coupons-csv-problems"
          />
        </>
      )}
    </>
  );
}

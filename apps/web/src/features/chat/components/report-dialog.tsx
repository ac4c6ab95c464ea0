/**
 * Reporting a message or a person to support (docs/operator-console.md, "Members and support"):
 * a reason from a short list and an optional note. The outcome shows in "Your reports" on the
 * chat list.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORT_REASONS, type ReportReason, type ReportRequest } from '@culture/protocol';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/overlay/modal';
import { showToast } from '../../../lib/toast';
import { useReport } from '../api/report-queries';
import styles from './chat.module.css';

export type ReportTarget = { target: 'message'; conversation_id: string; seq: string } | { target: 'user'; user_id: string };

export function ReportDialog({ target, onClose }: { target: ReportTarget; onClose: () => void }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState<ReportReason>('spam');
  const [note, setNote] = useState('');
  const report = useReport();
  const send = () =>
    report.mutate({ ...target, reason, note: note.trim() } as ReportRequest, {
      onSuccess: () => {
        showToast(t('chat.report.sent'), 'ok');
        onClose();
      },
      onError: (error) => showToast(error.message || t('chat.actionFailed'), 'warning'),
    });
  return (
    <Modal
      open
      onClose={onClose}
      title={t(target.target === 'message' ? 'chat.report.messageTitle' : 'chat.report.userTitle')}
      closeLabel={t('app.close')}
      testId="report-dialog"
      footer={
        <>
          <Button variant="plain" onClick={onClose}>
            {t('app.cancel')}
          </Button>
          <Button disabled={report.isPending} onClick={send} data-testid="report-send">
            {t('chat.report.send')}
          </Button>
        </>
      }
    >
      <fieldset className={styles.reportReasons}>
        <legend>{t('chat.report.reason')}</legend>
        {REPORT_REASONS.map((r) => (
          <label key={r}>
            <input type="radio" name="report-reason" value={r} checked={reason === r} onChange={() => setReason(r)} />
            {t(`chat.report.reasons.${r}`)}
          </label>
        ))}
      </fieldset>
      <label className={styles.reportNote}>
        {t('chat.report.note')}
        <textarea maxLength={500} rows={3} value={note} onChange={(e) => setNote(e.target.value)} data-testid="report-note" />
      </label>
    </Modal>
  );
}

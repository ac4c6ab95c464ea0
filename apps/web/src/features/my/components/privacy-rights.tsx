/**
 * /My's privacy rights (docs/privacy.md): the pending cancellation with "Keep my account" (shown
 * first, so a person who logs in during the cooling-off sees it at once) and "Download my data"
 * with its progress and the 24-hour save.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataExport } from '@culture/protocol';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/overlay/modal';
import { showToast } from '../../../lib/toast';
import {
  saveDataExport,
  useCancellation,
  useDataExport,
  useRequestDataExport,
  useWithdrawCancellation,
} from '../api/privacy-api';
import styles from './privacy-rights.module.css';

function useWhen() {
  const { i18n } = useTranslation();
  return (iso: string) =>
    new Date(iso).toLocaleString(i18n.language, {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    });
}

export function PendingCancellation() {
  const { t } = useTranslation();
  const when = useWhen();
  const state = useCancellation();
  const withdraw = useWithdrawCancellation();
  const [confirming, setConfirming] = useState(false);
  const pending = state.data?.pending;
  if (!pending) return null;
  const onKeep = () =>
    withdraw.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        showToast(t('my.rights.kept'), 'ok');
      },
      onError: (error) => showToast(error.message, 'warning'),
    });
  return (
    <section className={styles.pending} data-testid="cancellation-pending" role="status">
      <h2 className={styles.heading}>{t('my.rights.pendingTitle')}</h2>
      <p className={styles.text}>
        {t('my.rights.pendingText', { requested: when(pending.requestedAt), completes: when(pending.completesAt) })}
      </p>
      <Button onClick={() => setConfirming(true)} data-testid="cancellation-keep">
        {t('my.rights.keep')}
      </Button>
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('my.rights.keepTitle')}
        closeLabel={t('app.close')}
        testId="cancellation-keep-confirm"
        footer={
          <>
            <Button variant="plain" onClick={() => setConfirming(false)}>
              {t('app.cancel')}
            </Button>
            <Button onClick={onKeep} disabled={withdraw.isPending} data-testid="cancellation-keep-action">
              {t('my.rights.keep')}
            </Button>
          </>
        }
      >
        <p>{t('my.rights.keepText')}</p>
      </Modal>
    </section>
  );
}

function ExportStatus({ job }: { job: DataExport }) {
  const { t } = useTranslation();
  const when = useWhen();
  const [saving, setSaving] = useState(false);
  if (job.state === 'queued' || job.state === 'running')
    return (
      <div className={styles.progress} data-testid="data-export-progress">
        <progress max={100} value={job.progress} aria-label={t('my.rights.download')} />
        <span>{t('my.rights.preparing', { progress: job.progress })}</span>
      </div>
    );
  if (job.state === 'ready' && job.expiresAt) {
    const onSave = () => {
      setSaving(true);
      saveDataExport(job)
        .catch(() => showToast(t('my.rights.failed'), 'warning'))
        .finally(() => setSaving(false));
    };
    return (
      <div className={styles.ready}>
        <span className={styles.text}>{t('my.rights.ready', { time: when(job.expiresAt) })}</span>
        <Button onClick={onSave} disabled={saving} data-testid="data-export-save">
          {t('my.rights.save')}
        </Button>
      </div>
    );
  }
  return <p className={styles.text}>{job.state === 'failed' ? t('my.rights.failed') : t('my.rights.expired')}</p>;
}

export function DataExportSection() {
  const { t } = useTranslation();
  const latest = useDataExport().data?.latest ?? null;
  const start = useRequestDataExport();
  const busy = latest?.state === 'queued' || latest?.state === 'running';
  const onStart = () => start.mutate(undefined, { onError: (error) => showToast(error.message, 'warning') });
  return (
    <section className={styles.section} data-testid="data-export" data-state={latest?.state ?? 'none'}>
      <h2 className={styles.heading}>{t('my.rights.title')}</h2>
      <p className={styles.text}>{t('my.rights.downloadText')}</p>
      {latest && <ExportStatus job={latest} />}
      {!busy && (
        <Button variant="ghost" onClick={onStart} disabled={start.isPending} data-testid="data-export-start">
          {latest ? t('my.rights.again') : t('my.rights.download')}
        </Button>
      )}
    </section>
  );
}

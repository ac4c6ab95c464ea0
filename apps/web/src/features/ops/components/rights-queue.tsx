/**
 * The rights requests queue (support.handle; docs/privacy.md, "Rights requests"): open requests,
 * earliest deadline first, the overdue highlighted; each answered (the reply becomes a notice to
 * the member) or refused with the reason.
 */
import { useCallback, useEffect, useState } from 'react';
import type { QueuedRightsRequest } from '@culture/protocol';
import { membersApi } from '../api/members-client';
import { formatTime } from '../model/format-time';
import { fill } from '../model/ops-texts';
import { useRightsTexts } from '../model/rights-texts';
import { DataTable } from './data-table';
import styles from './coupons.module.css';
import local from './members.module.css';
import ops from './ops.module.css';
import { OutcomeLine } from './outcome';

// The answer cell: the reply typed, then answered or refused on the server.
function AnswerCell({ request, onDone }: { request: QueuedRightsRequest; onDone: (text: string) => void }) {
  const { texts: t, ops: opsTexts } = useRightsTexts();
  const [reply, setReply] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const send = async (outcome: 'answered' | 'refused') => {
    setBusy(true);
    setError(null);
    try {
      await membersApi.answerRights({ request_id: request.id, outcome, reply });
      onDone(fill(t.done, { id: request.id, state: t.states[outcome] }));
    } catch (e) {
      setError((e as Error).message || opsTexts.error);
      setBusy(false);
    }
  };
  return (
    <>
      <textarea
        aria-label={t.reply}
        placeholder={t.reply}
        rows={3}
        maxLength={2000}
        value={reply}
        onChange={(e) => setReply(e.target.value)}
        data-testid="rights-reply"
      />
      <div className={styles.inline}>
        <button
          type="button"
          className={ops.primary}
          disabled={busy || reply.trim() === ''}
          onClick={() => void send('answered')}
          data-testid="rights-answer"
        >
          {t.answer}
        </button>
        <button
          type="button"
          className={ops.secondary}
          disabled={busy || reply.trim() === ''}
          onClick={() => void send('refused')}
          data-testid="rights-refuse"
        >
          {t.refuse}
        </button>
      </div>
      {error && (
        <p className={ops.error} role="alert">
          {error}
        </p>
      )}
    </>
  );
}

export function RightsQueuePanel() {
  const { texts: t, ops: opsTexts, locale } = useRightsTexts();
  const [items, setItems] = useState<QueuedRightsRequest[] | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; message: string } | null>(null);
  const load = useCallback(() => {
    membersApi
      .rights()
      .then((page) => setItems(page.items))
      .catch((e: Error) => setMessage({ ok: false, message: e.message || opsTexts.error }));
  }, [opsTexts.error]);
  useEffect(load, [load]);
  const onDone = (text: string) => {
    setMessage({ ok: true, message: text });
    load();
  };
  return (
    <div className={styles.panel} data-testid="rights-queue">
      <OutcomeLine outcome={message} testId="rights-message" />
      {items && items.length === 0 && <p>{t.empty}</p>}
      {items && items.length > 0 && (
        <DataTable
          rows={items}
          columns={[
            {
              id: 'due',
              header: t.due,
              cell: (request) => (
                <>
                  <span className={local.due}>{request.due_on}</span>
                  {request.overdue && (
                    <strong className={local.overdueTag} data-testid="rights-overdue">
                      {' '}
                      {t.overdue}
                    </strong>
                  )}
                </>
              ),
            },
            { id: 'made', header: t.made, cell: (request) => formatTime(request.created_at, locale) },
            {
              id: 'member',
              header: t.member,
              cell: (request) => (
                <>
                  {request.user_id}
                  {request.phone ? ` (${request.phone})` : ''}
                </>
              ),
            },
            { id: 'kind', header: t.kind, cell: (request) => t.kinds[request.kind] },
            { id: 'text', header: t.text, className: local.requestText, cell: (request) => request.text },
            { id: 'answer', header: t.answer, cell: (request) => <AnswerCell request={request} onDone={onDone} /> },
          ]}
          rowKey={(request) => request.id}
          rowTestId={(request) => `rights-${request.id}`}
          rowClassName={(request) => (request.overdue ? local.overdue : undefined)}
          className={styles.table}
        />
      )}
    </div>
  );
}

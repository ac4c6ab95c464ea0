/**
 * A member's coupons in the member record (docs/operator-console.md, "Coupons"): paged on the
 * server, codes masked; an unused one may be voided with a reason by a coupons.manage operator.
 */
import { useCallback, useState } from 'react';
import type { MemberCoupon } from '@culture/protocol';
import { couponPeopleApi } from '../api/coupons-client';
import { useCouponOpsTexts } from '../model/coupon-ops-texts';
import { formatTime } from '../model/format-time';
import { fill } from '../model/ops-texts';
import { usePaged } from '../model/use-paged';
import { ConfirmReason } from './confirm-reason';
import { DataTable, type DataColumn } from './data-table';
import styles from './coupons.module.css';
import ops from './ops.module.css';
import { OutcomeLine, useOutcome } from './outcome';
import { PagedFooter } from './paged-footer';

export function MemberCoupons({ memberId, canVoid }: { memberId: string; canVoid: boolean }) {
  const { texts, locale } = useCouponOpsTexts();
  const t = texts.memberCoupons;
  const [total, setTotal] = useState<number | null>(null);
  const load = useCallback(
    async (cursor: string | null) => {
      const page = await couponPeopleApi.memberCoupons(memberId, cursor);
      setTotal(page.total);
      return { rows: page.content, next: page.next };
    },
    [memberId],
  );
  // Names come in the request's language: a language switch reads the list again.
  const paged = usePaged<MemberCoupon>(load, `${memberId}:${locale}`);
  const [voiding, setVoiding] = useState<MemberCoupon | null>(null);
  const { busy, outcome: message, setOutcome: setMessage, run } = useOutcome();

  const confirmVoid = (reason: string) => {
    if (!voiding) return;
    void run(async () => {
      await couponPeopleApi.voidCoupon(voiding.customerCouponId, reason);
      setVoiding(null);
      paged.reload();
      return t.voided;
    });
  };
  const voidColumn: DataColumn<MemberCoupon> = {
    id: 'void',
    label: t.void,
    cell: (coupon) =>
      coupon.status === 'unused' && (
        <button
          type="button"
          className={ops.secondary}
          onClick={() => {
            setMessage(null);
            setVoiding(coupon);
          }}
          data-testid={`member-coupon-void-${coupon.customerCouponId}`}
        >
          {t.void}
        </button>
      ),
  };

  return (
    <div className={styles.panel} data-testid="member-coupons">
      <h3>{t.heading}</h3>
      {total !== null && <p className={ops.hint}>{fill(t.total, { total })}</p>}
      {paged.rows.length > 0 && (
        <DataTable
          rows={paged.rows}
          columns={[
            {
              id: 'template',
              header: t.template,
              cell: (coupon) => (
                <>
                  {coupon.couponName} · {coupon.brandName}
                </>
              ),
            },
            { id: 'code', header: t.code, cell: (coupon) => <code>{coupon.maskedCode}</code> },
            { id: 'status', header: t.status, cell: (coupon) => t.statuses[coupon.status] },
            { id: 'issuedAt', header: t.issuedAt, cell: (coupon) => formatTime(coupon.issuedAt, locale) },
            { id: 'changedAt', header: t.changedAt, cell: (coupon) => formatTime(coupon.statusChangedAt, locale) },
            // Voiding is offered only to a role that may void (docs/operator-console.md).
            ...(canVoid ? [voidColumn] : []),
          ]}
          rowKey={(coupon) => coupon.customerCouponId}
          rowTestId={(coupon) => `member-coupon-${coupon.customerCouponId}`}
          className={styles.table}
        />
      )}
      {voiding && (
        <ConfirmReason
          key={voiding.customerCouponId}
          title={fill(t.voidTitle, { code: voiding.maskedCode })}
          warning={t.voidWarning}
          reasonLabel={t.reason}
          confirmLabel={t.confirmVoid}
          cancelLabel={t.cancel}
          busy={busy}
          onConfirm={confirmVoid}
          onCancel={() => setVoiding(null)}
          testId="member-coupon-void-dialog"
        />
      )}
      <OutcomeLine outcome={message} />
      <PagedFooter paged={paged} />
    </div>
  );
}

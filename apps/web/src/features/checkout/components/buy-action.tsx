/**
 * A content page's buy button (`buy` action, e.g. /pocket's adoption and digital pocket): the
 * price for the person looking (the card-holder price explained), units left when supply is
 * finite, and the button that opens the checkout sheet (a guest logs in first, in the sheet).
 * It says the truth before anyone taps it: sold out, not on sale.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageActionProps } from '../../../components/feature-slots';
import actionStyles from '../../../components/page/page-actions.module.css';
import { ReservedLine } from '../../../components/page/reserved-line';
import { isLoggedIn, useSession } from '../../../lib/session';
import { useProduct } from '../api/checkout-api';
import { CheckoutSheet } from './checkout-sheet';
import { MemberPriceNote, PriceLine } from './price';
import styles from './checkout.module.css';

export function BuyAction({ action, event: productId }: PageActionProps) {
  const { t, i18n } = useTranslation();
  // "998 of 1,000 left": counts in the reader's digit grouping.
  const number = new Intl.NumberFormat(i18n.language);
  const session = useSession();
  const product = useProduct(productId, isLoggedIn(session) ? session.userId : null);
  const [open, setOpen] = useState(false);
  const p = product.data;
  const closedLabel =
    product.isError || p === null
      ? t('checkout.unavailable')
      : p && !p.on_sale
        ? t('checkout.notOnSale')
        : p?.remaining === 0
          ? t('checkout.soldOut')
          : p?.owned
            ? t('checkout.owned')
            : null;
  const state = product.isPending ? 'loading' : closedLabel ? 'closed' : 'open';
  return (
    <div className={actionStyles.action} data-testid={`action-${action.id}`} data-buy-state={state} data-product={productId}>
      {p && (
        <div className={styles.buyPrice}>
          <PriceLine product={p} />
        </div>
      )}
      {product.isPending && <ReservedLine kind="price" />}
      <button
        type="button"
        className={`${actionStyles.actionButton} ${closedLabel || product.isPending ? '' : actionStyles.live}`}
        disabled={state !== 'open'}
        aria-busy={product.isPending || undefined}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        data-testid={`buy-${productId}`}
      >
        {closedLabel ?? action.label}
      </button>
      {p && p.remaining !== null && p.supply !== null && p.remaining > 0 && (
        <p className={actionStyles.remaining}>
          {t('checkout.left', { remaining: number.format(p.remaining), supply: number.format(p.supply) })}
        </p>
      )}
      {/* Most priced things have a finite supply: the units-left line is kept too while loading. */}
      {product.isPending && <ReservedLine kind="remaining" />}
      {p && <MemberPriceNote product={p} className={styles.buyNote} />}
      {action.note && <p className={actionStyles.note}>{action.note}</p>}
      {open && <CheckoutSheet productId={productId} onClose={() => setOpen(false)} />}
    </div>
  );
}

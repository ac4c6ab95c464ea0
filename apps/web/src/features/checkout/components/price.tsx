/**
 * A product's price for the person looking (docs/payments.md, "Screens: buying"): the price they
 * pay now, the regular price struck through when the card-holder price applies, and a sentence
 * saying why (their phone is on the list, a code gets it, or their one adoption is used).
 */
import { useTranslation } from 'react-i18next';
import type { ProductView } from '@culture/protocol';
import { formatFen } from '../../../lib/money';
import styles from './checkout.module.css';

/** What the person pays: the card-holder price when their phone is on the list (or a code was given). */
export function payableFen(product: ProductView, withCode = false): number {
  const member = product.member_price_fen;
  if (member !== null && (product.member_price === 'phone' || (product.member_price === 'code' && withCode))) return member;
  return product.price_fen;
}

export function PriceLine({ product, withCode = false }: { product: ProductView; withCode?: boolean }) {
  const { t } = useTranslation();
  const pays = payableFen(product, withCode);
  const discounted = pays !== product.price_fen;
  return (
    <p className={styles.price} data-testid="checkout-price">
      <strong className={styles.amount}>{formatFen(pays)}</strong>
      {discounted && (
        <>
          <span className={styles.tag}>{t('checkout.memberPrice')}</span>
          <s className={styles.was}>
            <span className={styles.srOnly}>{t('checkout.regular')} </span>
            {formatFen(product.price_fen)}
          </s>
        </>
      )}
    </p>
  );
}

/** Why this price: only when the product has a card-holder price and the person is a member. */
export function MemberPriceNote({ product, className = '' }: { product: ProductView; className?: string }) {
  const { t } = useTranslation();
  if (product.member_price === null || product.member_price_fen === null) return null;
  return (
    <p className={`${styles.fine} ${className}`} data-testid="member-price-note" data-member-price={product.member_price}>
      {t(`checkout.member.${product.member_price}`, { price: formatFen(product.member_price_fen) })}
    </p>
  );
}

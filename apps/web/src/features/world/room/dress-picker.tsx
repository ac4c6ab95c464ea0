/**
 * The wardrobe (bottom sheet): the official dresses (`/api/v3/dresses/official`) as front views
 * of the avatar, then the member's own model (own-model.tsx). Choosing one dresses the avatar at
 * once (the hall hears it) and saves it to the account (`POST /api/v3/me/dress`); a guest's choice
 * is kept on this phone until they log in. A dress for sale shows its price (`¥6.00`) and opens
 * the checkout instead; a bought one says "Owned"; a free one is as before (docs/payments.md).
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Dress } from '@culture/protocol';
import { formatFen } from '../../../lib/money';
import type { DressOffer } from '../api/dress-shop';
import { RoomSheet } from './room-sheet';
import styles from './world-room.module.css';

/** The tag under a priced dress's name: its price, "Owned", or "Not on sale". */
function OfferTag({ offer }: { offer: DressOffer }) {
  const { t } = useTranslation();
  if (offer.state === 'owned')
    return <span className={`${styles.offerTag} ${styles.offerOwned}`}>{t('certificates.wardrobe.owned')}</span>;
  if (offer.state === 'unavailable') return <span className={styles.offerTag}>{t('certificates.wardrobe.notOnSale')}</span>;
  const price = formatFen(offer.product.price_fen);
  return (
    <span className={`${styles.offerTag} ${styles.offerPrice}`} data-testid="dress-price">
      <span aria-hidden="true">{price}</span>
      <span className="visually-hidden">{t('certificates.wardrobe.forSale', { price })}</span>
    </span>
  );
}

export function DressPicker({
  dresses,
  current,
  onPick,
  onClose,
  note,
  ownModel,
  offers = new Map(),
  pricesFailed = false,
}: {
  dresses: Dress[];
  /** The official dress worn; null while wearing the default avatar or one's own model. */
  current: string | null;
  onPick: (dress: Dress) => void;
  onClose: () => void;
  /** What happened to the last choice (saved, saved here only, failed). */
  note: string | null;
  /** The "my own model" part. */
  ownModel: ReactNode;
  /** Priced dresses by id (api/dress-shop.ts); a dress not in it is free. */
  offers?: ReadonlyMap<string, DressOffer>;
  /** The prices could not be loaded. */
  pricesFailed?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <RoomSheet titleId="dress-picker-title" testId="dress-picker" onClose={onClose}>
      <h2 id="dress-picker-title" className={styles.cardTitle}>
        {t('world.dress.open')}
      </h2>
      <p className={styles.sheetIntro}>{t('world.dress.intro')}</p>
      {pricesFailed && <p className={styles.sheetIntro}>{t('certificates.wardrobe.pricesFailed')}</p>}
      <h3 className={styles.sheetHeading}>{t('world.dress.title')}</h3>
      {dresses.length === 0 ? (
        <p className={styles.sheetIntro}>{t('world.dress.loadFailed')}</p>
      ) : (
        <ul className={styles.dresses}>
          {dresses.map((dress) => {
            const wearing = dress.id === current;
            const offer = offers.get(dress.id);
            return (
              <li key={dress.id}>
                <button
                  type="button"
                  className={`${styles.dress} ${wearing ? styles.wearing : ''}`}
                  aria-pressed={wearing}
                  onClick={() => onPick(dress)}
                  data-testid="dress-option"
                  data-dress-id={dress.id}
                  data-offer={offer?.state ?? 'free'}
                  aria-haspopup={offer?.state === 'for-sale' ? 'dialog' : undefined}
                >
                  <img src={dress.thumbnail} alt="" width={128} height={160} />
                  <span className={styles.dressName}>{dress.name}</span>
                  {offer && <OfferTag offer={offer} />}
                  {wearing && <span className={styles.wearingTag}>{t('world.dress.wearing')}</span>}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {ownModel}
      {note && (
        <p className={styles.sheetNote} role="status" data-testid="dress-note">
          {note}
        </p>
      )}
    </RoomSheet>
  );
}

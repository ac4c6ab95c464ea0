/**
 * The wardrobe's shop side (docs/payments.md, "Screens: certificates and dresses"): a free or
 * owned dress is worn when chosen; one for sale opens the checkout sheet the app shell provides
 * (lib/wardrobe-buy-slot.ts; a guest logs in first); one priced but not sold now says it must be
 * bought. When the checkout reports the payment, the shop is asked again and the dress is worn at
 * once.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Dress, ProductView } from '@culture/protocol';
import { openLoginDialog } from '../../../lib/login-dialog';
import { useDressShop } from '../api/dress-shop';
import { useWardrobeBuySlot } from '../lib/wardrobe-buy-slot';

export function useWardrobeShop({
  userId,
  wear,
  setNote,
}: {
  userId: string | null;
  wear: (dress: Dress) => Promise<void>;
  setNote: (note: string | null) => void;
}) {
  const { t } = useTranslation();
  const shop = useDressShop(userId);
  const WardrobeBuy = useWardrobeBuySlot();
  const [buying, setBuying] = useState<{ dress: Dress; product: ProductView } | null>(null);

  const pick = (dress: Dress) => {
    const offer = shop.offers.get(dress.id);
    if (!offer || offer.state === 'owned') return void wear(dress);
    if (offer.state === 'unavailable') return setNote(t('certificates.wardrobe.notOwned'));
    if (userId === null) return openLoginDialog();
    if (!WardrobeBuy) return setNote(t('certificates.wardrobe.buySoon'));
    setNote(null);
    setBuying({ dress, product: offer.product });
  };

  const paid = async (dress: Dress) => {
    setBuying(null);
    await shop.refetch();
    await wear(dress);
  };

  const sheet =
    buying && WardrobeBuy ? (
      <WardrobeBuy product={buying.product} onClose={() => setBuying(null)} onPaid={() => void paid(buying.dress)} />
    ) : null;
  return { offers: shop.offers, pricesFailed: shop.failed, pick, sheet };
}

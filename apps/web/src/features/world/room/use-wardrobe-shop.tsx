/**
 * The wardrobe's shop side (docs/payments.md, "Screens: certificates and dresses"): a free or
 * owned dress is worn when chosen; one for sale opens the checkout sheet the app shell provides
 * (components/feature-slots.tsx `CheckoutSheet`; a guest logs in first); one priced but not sold
 * now says it must be bought. Paying goes on to the result page; when the sheet closes or the hall
 * is entered again, the shop is asked again, so a bought dress shows "Owned" and is worn with a tap
 * (the payment's grant already dressed the avatar on the account).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Dress, ProductView } from '@culture/protocol';
import { useFeatureSlots } from '../../../components/feature-slots';
import { openLoginDialog } from '../../../lib/login-dialog';
import { useDressShop } from '../api/dress-shop';

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
  const { CheckoutSheet } = useFeatureSlots();
  const [buying, setBuying] = useState<ProductView | null>(null);

  const pick = (dress: Dress) => {
    const offer = shop.offers.get(dress.id);
    if (!offer || offer.state === 'owned') return void wear(dress);
    if (offer.state === 'unavailable') return setNote(t('certificates.wardrobe.notOwned'));
    if (userId === null) return openLoginDialog();
    setNote(null);
    setBuying(offer.product);
  };

  const closed = () => {
    setBuying(null);
    void shop.refetch();
  };

  const sheet = buying && CheckoutSheet ? <CheckoutSheet productId={buying.id} onClose={closed} /> : null;
  return { offers: shop.offers, pricesFailed: shop.failed, pick, sheet };
}

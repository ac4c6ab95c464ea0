/**
 * /world with what it shows from another feature: the checkout sheet behind the wardrobe's buy
 * button (features/world/lib/wardrobe-buy-slot.ts), so features/world never imports the checkout.
 * The sheet's code loads when a member first taps a dress for sale.
 *
 * Until the checkout feature provides its sheet, `WARDROBE_BUY` is null and the wardrobe shows
 * prices and says buying opens soon. To connect it, fill it with the checkout's sheet, e.g.:
 *   slotOnDemand(() => import('../features/checkout/…').then((m) => m.<Sheet>))
 * taking { product, onClose, onPaid } (WardrobeBuyProps).
 */
import type { ComponentType } from 'react';
import { WorldPage as Page } from '../features/world/routes/world-page';
import { WardrobeBuySlotProvider, type WardrobeBuyProps } from '../features/world/lib/wardrobe-buy-slot';

const WARDROBE_BUY: ComponentType<WardrobeBuyProps> | null = null;

export function WorldPage() {
  return (
    <WardrobeBuySlotProvider value={WARDROBE_BUY}>
      <Page />
    </WardrobeBuySlotProvider>
  );
}

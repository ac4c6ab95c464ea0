/**
 * /world with what it shows from another feature (components/feature-slots.tsx): the checkout
 * sheet the wardrobe's buy button opens. The sheet's own code loads when first shown, so the
 * world's first screen waits for nothing more than before.
 */
import { slotOnDemand, type FeatureSlots } from '../components/feature-slots';
import { withQueryClient } from '../lib/query-client';

export { WorldPage } from '../features/world/routes/world-page';

export const SLOTS: FeatureSlots = {
  pageActions: {},
  // With the app's one query client, wherever in the world's tree the wardrobe draws it.
  CheckoutSheet: slotOnDemand(() =>
    import('../features/checkout/components/checkout-sheet').then((m) => withQueryClient(m.CheckoutSheet)),
  ),
};

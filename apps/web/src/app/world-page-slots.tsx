/**
 * /world with what it shows from another feature (components/feature-slots.tsx): the checkout
 * sheet the wardrobe's buy button opens. The sheet's own code loads when first shown, so the
 * world's first screen waits for nothing more than before.
 *
 * The checkout feature (branch "checkout") fills `CheckoutSheet` here; until it is merged the
 * wardrobe shows prices and says buying opens soon. On merging, take the checkout branch's version
 * of this file.
 */
import type { FeatureSlots } from '../components/feature-slots';

export { WorldPage } from '../features/world/routes/world-page';

export const SLOTS: FeatureSlots = {
  pageActions: {},
};

/**
 * /Equity with what it shows from another feature (components/feature-slots.tsx): the badge
 * benefits. The router loads them as one file, so the page waits for nothing more than before and
 * none of it joins the first paint; the benefits' own code loads when first shown.
 */
import { slotOnDemand, type FeatureSlots } from '../components/feature-slots';

export { EquityPage } from '../features/equity/routes/equity-page';

export const SLOTS: FeatureSlots = {
  pageActions: {},
  BadgeBenefits: slotOnDemand(() => import('../features/badges/components/badge-benefits').then((m) => m.BadgeBenefits)),
};

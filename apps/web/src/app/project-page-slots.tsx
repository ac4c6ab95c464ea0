/**
 * The project page with what it shows from other features (components/feature-slots.tsx): its
 * badge, check-in, sign-up and buy buttons, the panel a claim link opens, and /MobilePage's "My
 * certificates". The router loads them as
 * one file, so the page waits for nothing more than before and none of it joins the first paint;
 * each filling's own code loads when first shown.
 */
import { slotOnDemand, type FeatureSlots } from '../components/feature-slots';

export { ProjectPage } from '../features/projects/routes/project-page';

export const SLOTS: FeatureSlots = {
  pageActions: {
    'badge-claim': slotOnDemand(() => import('../features/badges/components/badge-claim-action').then((m) => m.BadgeClaimAction)),
    'check-in': slotOnDemand(() => import('../features/badges/components/check-in-action').then((m) => m.CheckInAction)),
    'sign-up': slotOnDemand(() => import('../features/event-signups/components/signup-action').then((m) => m.SignupAction)),
    certificates: slotOnDemand(() =>
      import('../features/certificates/components/my-certificates-action').then((m) => m.MyCertificatesAction),
    ),
    buy: slotOnDemand(() => import('../features/checkout/components/buy-action').then((m) => m.BuyAction)),
  },
  ClaimLinkPanel: slotOnDemand(() => import('../features/badges/components/url-claim-panel').then((m) => m.UrlClaimPanel)),
};

/**
 * Places where a shared component, or one feature's page, shows something another feature owns: a
 * project page's badge, check-in, sign-up and buy buttons, the panel a badge claim link opens, the
 * badge benefits on /Equity, the checkout sheet a buy button outside the content pages opens (the
 * wardrobe). The app shell fills them (app/project-page-slots.tsx, app/equity-page-slots.tsx,
 * app/world-page-slots.tsx), so neither components/ nor a feature imports another feature
 * (docs/architecture.md: features never import each other).
 */
import { createContext, lazy, useContext, type ComponentType } from 'react';
import type { PageView } from '@culture/protocol';
import { loadPageTexts } from '../i18n';

export type PageAction = PageView['actions'][number];
/** What a feature's page action gets: the action and the event, coupon template or product it names. */
export interface PageActionProps {
  action: PageAction;
  event: string;
}
export type PageActionsByKind = Partial<Record<PageAction['kind'], ComponentType<PageActionProps>>>;

/**
 * The checkout sheet (features/checkout): render it to buy `productId` (a product id such as
 * `dress-ink-blue`); it asks a guest to log in first, shows the price and how this browser pays,
 * and takes the buyer on to the result page (/order/:orderNo) once paying starts. `onClose` runs
 * when the person closes it (or closes the login dialog without logging in): stop rendering it.
 */
export interface CheckoutSheetProps {
  productId: string;
  onClose: () => void;
}

export interface FeatureSlots {
  /** Page actions backed by another feature, by kind (loaded on demand). */
  pageActions: PageActionsByKind;
  /** What a project page opened from a claim link (venue QR, NFC tap, printed code) shows. */
  ClaimLinkPanel?: ComponentType<{ search: string }>;
  /** "Your badge benefits" on /Equity. */
  BadgeBenefits?: ComponentType;
  /** The checkout sheet, for buy buttons outside the content pages (the wardrobe). */
  CheckoutSheet?: ComponentType<CheckoutSheetProps>;
}

const FeatureSlotsContext = createContext<FeatureSlots>({ pageActions: {} });

export const FeatureSlotsProvider = FeatureSlotsContext.Provider;
export const useFeatureSlots = () => useContext(FeatureSlotsContext);

/** A slot's filling, loaded when first shown, with the later pages' texts, as pages are. */
export function slotOnDemand<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(() => Promise.all([load(), loadPageTexts()]).then(([component]) => ({ default: component })));
}

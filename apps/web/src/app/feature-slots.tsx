/**
 * The app shell fills the feature slots (components/feature-slots.tsx): it is the one place that
 * wires one feature's piece into another's page. Each piece loads on demand with the later pages'
 * texts, as the pages themselves do, so none of them joins the first paint.
 */
import { lazy, type ComponentType } from 'react';
import type { FeatureSlots } from '../components/feature-slots';
import { loadPageTexts } from '../i18n';

function onDemand<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(() => Promise.all([load(), loadPageTexts()]).then(([component]) => ({ default: component })));
}

export const APP_FEATURE_SLOTS: FeatureSlots = {
  pageActions: {
    'badge-claim': onDemand(() => import('../features/badges/components/badge-claim-action').then((m) => m.BadgeClaimAction)),
    'check-in': onDemand(() => import('../features/badges/components/check-in-action').then((m) => m.CheckInAction)),
    'sign-up': onDemand(() => import('../features/event-signups/components/signup-action').then((m) => m.SignupAction)),
  },
  ClaimLinkPanel: onDemand(() => import('../features/badges/components/url-claim-panel').then((m) => m.UrlClaimPanel)),
  BadgeBenefits: onDemand(() => import('../features/badges/components/badge-benefits').then((m) => m.BadgeBenefits)),
};

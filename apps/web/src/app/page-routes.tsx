/**
 * The route table of spec §2 for every page but home: exact, case-sensitive paths (from
 * @culture/protocol's APP_ROUTES), each page lazy-loaded; anything else is the not-found page.
 * This table is a chunk of its own (app/router.tsx loads it for any path but `/`), so the entry
 * that paints `/` carries neither it nor the list of every page's files that lazy loading needs;
 * index.html preloads it beside the entry on other paths (vite.config.ts preloadFirstScreen).
 */
import { lazy, type ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { APP_ROUTES } from '@culture/protocol';
import { FeatureSlotsProvider, type FeatureSlots } from '../components/feature-slots';
import { loadPageTexts } from '../i18n';
import { WALLET_ROUTES } from '../lib/wallet/wallet-routes';
import type { ProjectSlug } from '../features/projects/routes/project-page';

/**
 * A lazily loaded page: its code and, unless it needs only first-paint texts, the later pages'
 * texts arrive together behind the spinner. Content and legal pages (the ones people land on from
 * a shared link) need no second catalogue request before they paint.
 */
function page<M, P extends object = object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
  { pageTexts = true } = {},
) {
  return lazy(() => Promise.all([load(), pageTexts ? loadPageTexts() : null]).then(([module]) => ({ default: pick(module) })));
}
const firstPaintTexts = { pageTexts: false };

/**
 * A page that shows other features' pieces, loaded with the app's fillings of its feature slots
 * (components/feature-slots.tsx) from one module of app/.
 */
function slotted<P extends object>(module: { SLOTS: FeatureSlots }, Page: ComponentType<P>): ComponentType<P> {
  return function WithSlots(props: P) {
    return (
      <FeatureSlotsProvider value={module.SLOTS}>
        <Page {...props} />
      </FeatureSlotsProvider>
    );
  };
}

const WorldPage = page(
  () => import('./world-page-slots'),
  (m) => slotted(m, m.WorldPage),
);
const EquityPage = page(
  () => import('./equity-page-slots'),
  (m) => slotted(m, m.EquityPage),
);
const BrandEquityDetailPage = page(
  () => import('../features/equity/routes/brand-equity-detail-page'),
  (m) => m.BrandEquityDetailPage,
);
const MyPage = page(
  () => import('../features/my/routes/my-page'),
  (m) => m.MyPage,
);
const MyMedalPage = page(
  () => import('../features/badges/routes/my-medal-page'),
  (m) => m.MyMedalPage,
);
const MedalPage = page(
  () => import('../features/badges/routes/medal-page'),
  (m) => m.MedalPage,
);
const BadgeVerifyPage = page(
  () => import('../features/badges/routes/badge-verify-page'),
  (m) => m.BadgeVerifyPage,
);
const CertificateVerifyPage = page(
  () => import('../features/certificates/routes/certificate-verify-page'),
  (m) => m.CertificateVerifyPage,
);
const KioskPage = page(
  () => import('../features/badges/routes/kiosk-page'),
  (m) => m.KioskPage,
);
const MyEventsPage = page(
  () => import('../features/event-signups/routes/my-events-page'),
  (m) => m.MyEventsPage,
);
const StaffCheckInPage = page(
  () => import('../features/event-signups/routes/staff-check-in-page'),
  (m) => m.StaffCheckInPage,
);
const ChatListPage = page(
  () => import('../features/chat/routes/chat-list-page'),
  (m) => m.ChatListPage,
);
const ConversationPage = page(
  () => import('../features/chat/routes/conversation-page'),
  (m) => m.ConversationPage,
);
const UserProfilePage = page(
  () => import('../features/chat/routes/user-profile-page'),
  (m) => m.UserProfilePage,
);
const MyTicketPage = page(
  () => import('../features/coupons/routes/my-ticket-page'),
  (m) => m.MyTicketPage,
);
const TicketDetailPage = page(
  () => import('../features/coupons/routes/ticket-detail-page'),
  (m) => m.TicketDetailPage,
);
const PrivacyPage = page(
  () => import('../features/legal/routes/privacy-page'),
  (m) => m.PrivacyPage,
  firstPaintTexts,
);
const UserAgreementPage = page(
  () => import('../features/legal/routes/user-agreement-page'),
  (m) => m.UserAgreementPage,
  firstPaintTexts,
);
const ChildrenRulesPage = page(
  () => import('../features/legal/routes/children-rules-page'),
  (m) => m.ChildrenRulesPage,
);
const GuardianInvitePage = page(
  () => import('../features/guardian/routes/guardian-invite-page'),
  (m) => m.GuardianInvitePage,
);
const GuardianPage = page(
  () => import('../features/guardian/routes/guardian-page'),
  (m) => m.GuardianPage,
);
const PrivacySettingsPage = page(
  () => import('../features/consent/routes/privacy-settings-page'),
  (m) => m.PrivacySettingsPage,
);
const NoticesPage = page(
  () => import('../features/notices/routes/notices-page'),
  (m) => m.NoticesPage,
);
const PrivacyRequestsPage = page(
  () => import('../features/notices/routes/privacy-requests-page'),
  (m) => m.PrivacyRequestsPage,
);
const MerchantRedeemPage = page(
  () => import('../features/merchant/routes/merchant-redeem-page'),
  (m) => m.MerchantRedeemPage,
);
const PassPage = page(
  () => import('../features/pass/routes/pass-page'),
  (m) => m.PassPage,
);
const MyNftsPage = page(
  () => import('../features/nft/routes/my-nfts-page'),
  (m) => m.MyNftsPage,
);
const OrderPage = page(
  () => import('../features/checkout/routes/order-page'),
  (m) => m.OrderPage,
);
const MyOrdersPage = page(
  () => import('../features/checkout/routes/my-orders-page'),
  (m) => m.MyOrdersPage,
);
// The operator console: its own chunk with its own texts (no member catalogue needed).
const OpsConsole = page(
  () => import('../features/ops/routes/ops-entry'),
  (m) => m.OpsEntry,
  firstPaintTexts,
);
const NotFoundPage = page(
  () => import('../features/not-found/routes/not-found-page'),
  (m) => m.NotFoundPage,
  firstPaintTexts,
);
const ProjectPage = page(
  () => import('./project-page-slots'),
  (m) => slotted(m, m.ProjectPage),
  firstPaintTexts,
);

// Which content page each project route shows (the page documents are served by the API).
const projectRoutes: Array<[string, ProjectSlug]> = [
  [APP_ROUTES.pocket, 'pocket'],
  [APP_ROUTES.nuo, 'nuo'],
  [APP_ROUTES.panmen, 'panmen'],
  [APP_ROUTES.haochatongle, 'haochatongle'],
  [APP_ROUTES.howbottle, 'howbottle'],
  [APP_ROUTES.howbottlenfc, 'howbottle'], // same screen as /howbottle (spec §2)
  [APP_ROUTES.yuanXiao, 'yuanxiao'],
  [APP_ROUTES.youTing, 'youting'],
  [APP_ROUTES.clockIn, 'clockin'],
  [APP_ROUTES.nfc, 'nfc'],
  [APP_ROUTES.joyful, 'joyful'],
  [APP_ROUTES.gloriousstore, 'gloriousstore'],
];

export function PageRoutes() {
  return (
    <Routes>
      <Route caseSensitive path={APP_ROUTES.world} element={<WorldPage />} />
      <Route caseSensitive path={APP_ROUTES.equity} element={<EquityPage />} />
      <Route caseSensitive path={APP_ROUTES.brandEquityDetail} element={<BrandEquityDetailPage />} />
      <Route caseSensitive path={APP_ROUTES.my} element={<MyPage />} />
      <Route caseSensitive path={APP_ROUTES.myMedal} element={<MyMedalPage />} />
      <Route caseSensitive path={APP_ROUTES.medal} element={<MedalPage />} />
      <Route caseSensitive path={APP_ROUTES.badgeVerify} element={<BadgeVerifyPage />} />
      <Route caseSensitive path={APP_ROUTES.certificateVerify} element={<CertificateVerifyPage />} />
      <Route caseSensitive path={APP_ROUTES.kiosk} element={<KioskPage />} />
      <Route caseSensitive path={APP_ROUTES.myEvents} element={<MyEventsPage />} />
      <Route caseSensitive path={APP_ROUTES.staffCheckIn} element={<StaffCheckInPage />} />
      <Route caseSensitive path={APP_ROUTES.chat} element={<ChatListPage />} />
      <Route caseSensitive path={APP_ROUTES.chatConversation} element={<ConversationPage />} />
      <Route caseSensitive path={APP_ROUTES.userProfile} element={<UserProfilePage />} />
      <Route caseSensitive path={APP_ROUTES.myTicket} element={<MyTicketPage />} />
      <Route caseSensitive path={APP_ROUTES.ticketDetail} element={<TicketDetailPage />} />
      {/* The certificate page (tab 2) is a content document like the project pages. */}
      <Route caseSensitive path={APP_ROUTES.mobilePage} element={<ProjectPage slug="certificate" tab />} />
      <Route caseSensitive path={APP_ROUTES.privacy} element={<PrivacyPage />} />
      <Route caseSensitive path={APP_ROUTES.userAgreement} element={<UserAgreementPage />} />
      <Route caseSensitive path={APP_ROUTES.childrenRules} element={<ChildrenRulesPage />} />
      <Route caseSensitive path={APP_ROUTES.privacySettings} element={<PrivacySettingsPage />} />
      <Route caseSensitive path={APP_ROUTES.guardianInvite} element={<GuardianInvitePage />} />
      <Route caseSensitive path={APP_ROUTES.guardian} element={<GuardianPage />} />
      <Route caseSensitive path={APP_ROUTES.notices} element={<NoticesPage />} />
      <Route caseSensitive path={APP_ROUTES.privacyRequests} element={<PrivacyRequestsPage />} />
      <Route caseSensitive path={APP_ROUTES.merchantRedeem} element={<MerchantRedeemPage />} />
      <Route caseSensitive path={WALLET_ROUTES.pass} element={<PassPage />} />
      <Route caseSensitive path={WALLET_ROUTES.myNfts} element={<MyNftsPage />} />
      <Route caseSensitive path={APP_ROUTES.order} element={<OrderPage />} />
      <Route caseSensitive path={APP_ROUTES.myOrders} element={<MyOrdersPage />} />
      {projectRoutes.map(([path, project]) => (
        <Route key={path} caseSensitive path={path} element={<ProjectPage slug={project} />} />
      ))}
      <Route caseSensitive path={`${APP_ROUTES.ops}/*`} element={<OpsConsole />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

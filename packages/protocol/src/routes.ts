/**
 * The app's routes (spec §2), exact match and case-sensitive. The web router and the server's SPA
 * fallback both read this list, so a route cannot exist on one side only.
 */
export const APP_ROUTES = {
  home: '/',
  equity: '/Equity',
  my: '/My',
  myMedal: '/MyMedal',
  medal: '/Medal',
  brandEquityDetail: '/BrandEquityDetail/:id',
  myTicket: '/my-ticket',
  ticketDetail: '/ticket-detail/:id',
  mobilePage: '/MobilePage',
  pocket: '/pocket',
  nuo: '/nuo',
  userAgreement: '/userAgreement',
  privacy: '/privacy',
  /** Ours: the children's personal information rules (PIPL Art. 31; docs/privacy.md). */
  childrenRules: '/childrenRules',
  /** Ours: the optional uses of personal information, on or off (from /My; docs/privacy.md). */
  privacySettings: '/privacy-settings',
  /** Ours: a child's guardian consent: the invite for a guardian's phone and its state (docs/privacy.md). */
  guardianInvite: '/guardian-invite',
  /** Ours: the guardian's page, on their own phone: verify it by SMS, decide, see, correct, delete, withdraw. */
  guardian: '/guardian',
  /** Ours: the notice centre (from /My; docs/privacy.md, "Notices"). */
  notices: '/notices',
  /** Ours: rights requests and their replies (from /My and /privacy-settings; docs/privacy.md). */
  privacyRequests: '/privacy-requests',
  panmen: '/panmen',
  haochatongle: '/haochatongle',
  howbottle: '/howbottle',
  howbottlenfc: '/howbottlenfc',
  yuanXiao: '/YuanXiao',
  youTing: '/YouTing',
  clockIn: '/ClockIn',
  nfc: '/NFC',
  joyful: '/joyful',
  gloriousstore: '/gloriousstore',
  // Ours (not in spec §2): what the virtual world is, and the merchant's redemption screen.
  world: '/world',
  merchantRedeem: '/merchant/redeem',
  /** Anyone checks a badge is genuine here (the QR on a badge's detail); it never names the holder. */
  badgeVerify: '/badge/verify/:token',
  /** The venue screen's rotating check-in QR; its kiosk token travels in the fragment (#token=…). */
  kiosk: '/kiosk',
  /** The person's event tickets (sign-ups), each with its QR for the door. */
  myEvents: '/my-events',
  /** Event staff at the door: scan or type a ticket and check it in. */
  staffCheckIn: '/staff/check-in',
  /** Chat: the conversation list, one conversation, and a member's profile card. */
  chat: '/chat',
  chatConversation: '/chat/:id',
  userProfile: '/user/:id',
  /** The NFT pass: the contract's phases, minting, the holder's passes and staking. */
  pass: '/pass',
  /** The person's NFTs by chain, and their passes from the server's chain index. */
  myNfts: '/my-nfts',
  /**
   * Anyone checks an adoption certificate or a numbered collectible is genuine here (its share
   * card's link and QR); it names the owner by display name only (docs/payments.md).
   */
  certificateVerify: '/certificate/:code',
  /** One order: the payment's result (polled from the server), then its receipt and refund request. */
  order: '/order/:orderNo',
  /** The person's orders, newest first (from /My). */
  myOrders: '/my-orders',
  /** The operator console (docs/operator-console.md): a desktop app of its own, loaded lazily. */
  ops: '/ops',
  /** A console section, e.g. /ops/dashboard, /ops/sign-in. */
  opsSection: '/ops/:section',
} as const;

export type AppRouteName = keyof typeof APP_ROUTES;

/** Pages that skip the normal app flow check (spec §2). */
export const PUBLIC_ROUTES: readonly string[] = [
  APP_ROUTES.privacy,
  APP_ROUTES.mobilePage,
  APP_ROUTES.userAgreement,
  APP_ROUTES.childrenRules,
  APP_ROUTES.certificateVerify,
  // The guardian's own phone needs no account here: the page has its own SMS check.
  APP_ROUTES.guardian,
];

/** Pages that need a logged-in (non-guest) user (spec §6). */
export const LOGIN_REQUIRED_ROUTES: readonly string[] = [
  APP_ROUTES.my,
  APP_ROUTES.myMedal,
  APP_ROUTES.myEvents,
  APP_ROUTES.staffCheckIn,
  APP_ROUTES.chat,
  APP_ROUTES.chatConversation,
  APP_ROUTES.userProfile,
  APP_ROUTES.myNfts,
  APP_ROUTES.order,
  APP_ROUTES.myOrders,
  APP_ROUTES.privacySettings,
  APP_ROUTES.guardianInvite,
  APP_ROUTES.notices,
  APP_ROUTES.privacyRequests,
];

/** Fills `:param` segments of a route pattern. */
export function routePath(pattern: string, params: Record<string, string | number> = {}): string {
  return pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing route parameter ${name} for ${pattern}`);
    return encodeURIComponent(String(value));
  });
}

const patterns = Object.values(APP_ROUTES).map((pattern) => new RegExp(`^${pattern.replace(/:[A-Za-z]+/g, '[^/]+')}/?$`));

/** True when `pathname` is one of the app's routes (exact, case-sensitive). */
export function isAppRoute(pathname: string): boolean {
  return patterns.some((re) => re.test(pathname));
}

/**
 * Share links for things that need a real browser carry `?open=browser`: inside an in-app browser
 * (WeChat, QQ, Weibo, DingTalk, Alipay) the app shows its "open in browser" screen; anywhere else
 * the parameter does nothing and the app removes it from the address bar.
 */
export const OPEN_IN_BROWSER_PARAM = { name: 'open', value: 'browser' } as const;

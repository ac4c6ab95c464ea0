/** Logins, the profile, wallets, NFTs, WeChat, users, and the reads that take no input: the routes the fuzz suite walks. */
import { API_PATHS } from '@culture/protocol';
import { type AreaRoutes, type FuzzWorld, rawText } from './helper.js';

export function accountRoutes({ user, sealed, phone }: FuzzWorld): AreaRoutes {
  return {
    body: [
      { path: API_PATHS.authGuest, send: sealed(API_PATHS.authGuest), base: {}, fields: {} },
      {
        path: API_PATHS.verifyCodeRequest,
        send: sealed(API_PATHS.verifyCodeRequest),
        base: { phone },
        fields: { phone: 'object', 'phone.number': 'text', 'phone.country_prefix': 'phone', 'phone.national_number': 'phone' },
      },
      {
        path: API_PATHS.verifyCodeVerify,
        send: sealed(API_PATHS.verifyCodeVerify),
        base: { phone, code: '123456' },
        fields: { 'phone.national_number': 'phone', code: 'text' },
      },
      {
        path: API_PATHS.smsLogin,
        send: sealed(API_PATHS.smsLogin),
        base: { phone, code: 'x'.repeat(43) },
        fields: { 'phone.country_prefix': 'phone', code: 'text' },
      },
      {
        path: API_PATHS.meProfile,
        send: sealed(API_PATHS.meProfile, user.token),
        base: { nickname: 'Baseline', gender: 'male' },
        fields: { nickname: 'name', gender: 'enum', avatar: 'text' },
      },
      {
        path: API_PATHS.walletLogin,
        send: sealed(API_PATHS.walletLogin),
        base: { message: 'localhost wants you to sign in', signature: '0x00' },
        fields: { message: 'text', signature: 'text' },
      },
      {
        path: API_PATHS.nftscanGet,
        send: sealed(API_PATHS.nftscanGet.replace(':chain', '1'), user.token),
        base: { query: '/v2/assets/0x0000000000000000000000000000000000000001/1' },
        fields: { query: 'text' },
      },
      {
        path: API_PATHS.walletConnect,
        send: sealed(API_PATHS.walletConnect, user.token),
        base: { message: 'localhost wants you to sign in', signature: '0x00' },
        fields: { message: 'text', signature: 'text' },
      },
      {
        path: API_PATHS.walletDisconnect,
        send: sealed(API_PATHS.walletDisconnect, user.token),
        base: { wallet_address: '0x0000000000000000000000000000000000000001' },
        fields: { wallet_address: 'text' },
      },
      {
        path: API_PATHS.accountMergePreview,
        send: sealed(API_PATHS.accountMergePreview, user.token),
        base: { phone, code: 'x'.repeat(43) },
        fields: { 'phone.national_number': 'phone', code: 'text' },
      },
      {
        path: API_PATHS.accountMerge,
        send: sealed(API_PATHS.accountMerge, user.token),
        base: { ticket: '1.2.w.99999999999.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' },
        fields: { ticket: 'text' },
      },
      {
        path: API_PATHS.wechatAuth,
        send: sealed(API_PATHS.wechatAuth, user.token),
        base: { code: 'code-123' },
        fields: { code: 'text' },
      },
      {
        path: API_PATHS.wechatLogin,
        send: sealed(API_PATHS.wechatLogin, user.token),
        base: { code: 'code-123' },
        fields: { code: 'text' },
      },
      {
        path: API_PATHS.wechatSubscribe,
        send: sealed(API_PATHS.wechatSubscribe, user.token),
        base: { openId: 'openid-123456' },
        fields: { openId: 'text' },
      },
      {
        path: API_PATHS.saveUser,
        send: sealed(API_PATHS.saveUser, user.token),
        base: { userId: user.userId },
        fields: {
          userId: 'textOrNumber',
          openId: 'text',
          telephone: 'text',
          depositAddress: 'text',
          metamaskAddress: 'text',
          code: 'text',
        },
      },
    ],
    url: [
      {
        path: `${API_PATHS.userAvatar} id`,
        url: (v) => `${API_PATHS.userAvatar.replace(':id', v)}?v=1`,
        values: rawText,
        strict: false,
      },
      {
        path: API_PATHS.users,
        url: (v) => `${API_PATHS.users}?nickname=${v}`,
        token: user.token,
        values: rawText,
        strict: false,
      },
      {
        path: `${API_PATHS.users} user_id`,
        url: (v) => `${API_PATHS.users}?user_id=${v}`,
        token: user.token,
        values: rawText,
        // 2^31 and 2^53 are valid ids (nobody has them): an empty answer, not an error.
        strict: false,
      },
      {
        path: `${API_PATHS.userAvatar} version`,
        url: (v) => `${API_PATHS.userAvatar.replace(':id', user.userId)}?v=${v}`,
        values: rawText,
        strict: false,
      },
      { path: API_PATHS.smsOutbox, url: (v) => `${API_PATHS.smsOutbox}?phone=${v}`, values: rawText, strict: true },
      {
        path: `${API_PATHS.walletNonce} address`,
        url: (v) => `${API_PATHS.walletNonce}?chainId=1&address=${v}`,
        values: rawText,
        strict: true,
      },
      {
        path: `${API_PATHS.walletNonce} chainId`,
        url: (v) => `${API_PATHS.walletNonce}?address=0x0000000000000000000000000000000000000001&chainId=${v}`,
        values: rawText,
        strict: true,
      },
      {
        path: `${API_PATHS.passProofs} address`,
        url: (v) => `${API_PATHS.passProofs}?address=${v}`,
        values: rawText,
        strict: true,
      },
      {
        path: `${API_PATHS.passTokens} address`,
        url: (v) => `${API_PATHS.passTokens}?address=${v}`,
        values: rawText,
        strict: true,
      },
      {
        path: `${API_PATHS.alchemyGetNfts} owner`,
        url: (v) => `${API_PATHS.alchemyGetNfts}?owner=${v}`,
        token: user.token,
        values: rawText,
        strict: true,
      },
      {
        path: `${API_PATHS.alchemyGetNfts} pageKey`,
        url: (v) => `${API_PATHS.alchemyGetNfts}?owner=0x0000000000000000000000000000000000000001&pageKey=${v}`,
        token: user.token,
        values: rawText,
        // "1e309", "2147483648" and "-1" are page keys like any other (the provider's cursor is opaque).
        strict: false,
      },
      {
        path: API_PATHS.wechatShare,
        url: (v) => `${API_PATHS.wechatShare}?url=${v}`,
        values: rawText,
        strict: true,
      },
      {
        path: `${API_PATHS.wechatQrcode} scene`,
        url: (v) => `${API_PATHS.wechatQrcode}?scene=${v}`,
        values: rawText,
        // "1e309" or "2147483648" are scene names like any other.
        strict: false,
      },
      // No input at all: hostile values go where a query would be.
      ...[
        API_PATHS.healthz,
        API_PATHS.verifyCodeChallenge,
        API_PATHS.me,
        API_PATHS.merchantMe,
        API_PATHS.configurationResources,
        API_PATHS.equityBrands,
        API_PATHS.wechatQrcode,
        API_PATHS.badgeKiosk,
        API_PATHS.adminBadgeCounts,
        API_PATHS.eventTickets,
        API_PATHS.staffMe,
        API_PATHS.blockchainChains,
        API_PATHS.vrSettings,
        API_PATHS.dressesOfficial,
      ].map((path) => ({
        path,
        url: (v: string) => `${path}?x=${v}`,
        token: user.token,
        values: rawText,
        strict: false,
      })),
    ],
    ending: [API_PATHS.logout, API_PATHS.meDelete],
  };
}

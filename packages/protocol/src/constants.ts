/** Business constants and limits of spec §9, named once. */
export const MOBILE_MAX_WIDTH_PX = 600;
export const SPINNER_DEFAULT_SIZE_PX = 96;
export const CODE_MODAL_WIDTH_REM = 35;
export const CODE_RESEND_SECONDS = 60;
export const DEFAULT_COUNTRY_PREFIX = '86';
export const TOAST_DURATION_MS = 3000;
export const TOAST_LOADING_DURATION_MS = 5000;
export const COUPON_DETAIL_LOADING_DELAY_MS = 100;
export const MS_PER_DAY = 86_400_000;
export const NFT_PAGE_SIZE = 50;
export const NFT_CHAIN_CODES = [1, 2, 4] as const;
export const LOADER_RETRY_ATTEMPTS = 5;
export const LOADER_RETRY_DELAY_MS = 1000;
export const MINOR_AGE_LIMIT = 14;
export const NOTICE_PERIOD_DAYS = 30;
export const THEME_PRIMARY = '#00D498';
export const COPYRIGHT_YEAR = 2023;
export const POLICY_EFFECTIVE_DATE = '2023-08-01';
export const DEFAULT_CHAIN_ID = 1;
export const GAS_LIMIT_MULTIPLIER = 2;

/** Local storage keys of spec §3; the spellings are the wire's. */
export const STORAGE_KEYS = {
  token: 'may_uni_token',
  userId: 'may_user_id',
  jwtFlag: 'may_uni_JWT',
  imToken: 'may_im_token',
  imId: 'may_im_id',
  walletAddress: 'may_uni_address',
  deviceId: 'may_deviceId',
  loginType: 'loginType',
  telephone: 'telephone',
  openId: 'openId',
  code: 'code',
  language: 'language',
  vrRoomTemplate: 'may_uni_vr_room_template',
  resourceList: 'may_uni_resourceList',
} as const;

/** loginType values: '1' external wallet, '2' phone; '3' WeChat (ours: log in with WeChat). */
export const LOGIN_TYPE = { wallet: '1', phone: '2', wechat: '3' } as const;

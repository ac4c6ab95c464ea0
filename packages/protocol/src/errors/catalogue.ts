/**
 * Every error code the API answers with and its message in each language. Codes of spec §8 keep
 * their numbers and English texts; the rest are ours and are listed in docs/api.md.
 */
import type { Locale } from '../i18n/locales.js';

type Texts = Record<Locale, string>;

function entry(code: number, httpStatus: number, texts: Texts) {
  return { code, httpStatus, texts } as const;
}

export const ERRORS = {
  // spec §8 login errors
  phoneInvalid: entry(10001, 400, {
    'en-US': 'Please enter a valid phone number.',
    'zh-CN': '请输入有效的手机号码。',
    'zh-TW': '請輸入有效的手機號碼。',
  }),
  codeNotRequested: entry(10004, 400, {
    'en-US': 'Please Click SendCode.',
    'zh-CN': '请先点击获取验证码。',
    'zh-TW': '請先點擊獲取驗證碼。',
  }),
  codeIncorrect: entry(20001, 400, {
    'en-US': 'The code you entered is incorrect. Please try again.',
    'zh-CN': '验证码不正确，请重试。',
    'zh-TW': '驗證碼不正確，請重試。',
  }),
  tokenIllegal: entry(101101, 401, {
    'en-US': 'Illegal token.',
    'zh-CN': '登录凭证无效。',
    'zh-TW': '登入憑證無效。',
  }),
  tokenExpired: entry(101102, 401, {
    'en-US': 'Token Out Of Date.',
    'zh-CN': '登录已过期，请重新登录。',
    'zh-TW': '登入已過期，請重新登入。',
  }),
  smsTokenIllegal: entry(101104, 401, {
    'en-US': 'SMS token is illegal.',
    'zh-CN': '短信验证凭证无效，请重新获取验证码。',
    'zh-TW': '簡訊驗證憑證無效，請重新獲取驗證碼。',
  }),
  remoteLogin: entry(101105, 401, {
    'en-US': 'Remote login.',
    'zh-CN': '您的账号已在其他设备登录。',
    'zh-TW': '您的帳號已在其他裝置登入。',
  }),
  // ours
  badEnvelope: entry(40001, 400, {
    'en-US': 'The request body could not be read.',
    'zh-CN': '请求内容无法读取。',
    'zh-TW': '請求內容無法讀取。',
  }),
  validation: entry(40002, 400, {
    'en-US': 'Some request fields are missing or invalid.',
    'zh-CN': '请求参数缺失或无效。',
    'zh-TW': '請求參數缺失或無效。',
  }),
  payloadTooLarge: entry(40003, 413, {
    'en-US': 'The request body is too large.',
    'zh-CN': '请求内容过大。',
    'zh-TW': '請求內容過大。',
  }),
  unauthorized: entry(40101, 401, {
    'en-US': 'Please log in first.',
    'zh-CN': '请先登录。',
    'zh-TW': '請先登入。',
  }),
  forbidden: entry(40301, 403, {
    'en-US': 'You do not have permission to do this.',
    'zh-CN': '您没有权限执行此操作。',
    'zh-TW': '您沒有權限執行此操作。',
  }),
  notFound: entry(40401, 404, {
    'en-US': 'Not found.',
    'zh-CN': '未找到相关内容。',
    'zh-TW': '未找到相關內容。',
  }),
  rateLimited: entry(42901, 429, {
    'en-US': 'Too many requests. Please try again later.',
    'zh-CN': '操作过于频繁，请稍后再试。',
    'zh-TW': '操作過於頻繁，請稍後再試。',
  }),
  smsCooldown: entry(42902, 429, {
    'en-US': 'A code was sent to this number recently. Please wait before asking for another.',
    'zh-CN': '验证码刚刚已发送至该号码，请稍后再获取。',
    'zh-TW': '驗證碼剛剛已發送至該號碼，請稍後再獲取。',
  }),
  smsHourlyLimit: entry(42903, 429, {
    'en-US': 'Too many codes were requested. Please try again later.',
    'zh-CN': '验证码请求次数过多，请稍后再试。',
    'zh-TW': '驗證碼請求次數過多，請稍後再試。',
  }),
  powInvalid: entry(40005, 400, {
    'en-US': 'The security check is missing, expired or already used. Please try again.',
    'zh-CN': '安全验证缺失、已过期或已使用，请重试。',
    'zh-TW': '安全驗證缺失、已過期或已使用，請重試。',
  }),
  avatarInvalid: entry(40004, 400, {
    'en-US': 'The picture must be a PNG, JPEG or WebP image of at most 1 MB.',
    'zh-CN': '头像须为不超过 1 MB 的 PNG、JPEG 或 WebP 图片。',
    'zh-TW': '頭像須為不超過 1 MB 的 PNG、JPEG 或 WebP 圖片。',
  }),
  smsSendFailed: entry(50002, 502, {
    'en-US': 'Verification code sent error',
    'zh-CN': '验证码发送失败',
    'zh-TW': '驗證碼發送失敗',
  }),
  couponNotFound: entry(40402, 404, {
    'en-US': 'This coupon does not exist.',
    'zh-CN': '卡券不存在。',
    'zh-TW': '卡券不存在。',
  }),
  couponWrongBrand: entry(40302, 403, {
    'en-US': 'This coupon belongs to another brand.',
    'zh-CN': '该卡券不属于本品牌。',
    'zh-TW': '該卡券不屬於本品牌。',
  }),
  notMerchant: entry(40303, 403, {
    'en-US': 'This account is not a merchant account.',
    'zh-CN': '当前账号不是商户账号。',
    'zh-TW': '目前帳號不是商戶帳號。',
  }),
  adminUnauthorized: entry(40102, 401, {
    'en-US': 'Operator token missing or wrong.',
    'zh-CN': '运营凭证缺失或错误。',
    'zh-TW': '營運憑證缺失或錯誤。',
  }),
  couponAlreadyUsed: entry(40901, 409, {
    'en-US': 'This coupon has already been used.',
    'zh-CN': '该卡券已使用。',
    'zh-TW': '該卡券已使用。',
  }),
  couponExpired: entry(40902, 409, {
    'en-US': 'This coupon has expired.',
    'zh-CN': '该卡券已过期。',
    'zh-TW': '該卡券已過期。',
  }),
  couponVoided: entry(40903, 409, {
    'en-US': 'This coupon has been voided.',
    'zh-CN': '该卡券已作废。',
    'zh-TW': '該卡券已作廢。',
  }),
  couponSoldOut: entry(40904, 409, {
    'en-US': 'All coupons have been claimed.',
    'zh-CN': '卡券已被领完。',
    'zh-TW': '卡券已被領完。',
  }),
  couponLimitReached: entry(40905, 409, {
    'en-US': 'You have already claimed this coupon.',
    'zh-CN': '你已领取过该卡券。',
    'zh-TW': '你已領取過該卡券。',
  }),
  /** POST /api/admin/coupons/issue-csv…: no header naming phones or member ids, too many rows, or more than one column. */
  couponCsvInvalid: entry(40090, 400, {
    'en-US': 'This CSV cannot be read: it needs one column with a header "phone" or "member_id", and at most 100,000 rows.',
    'zh-CN': '无法读取此 CSV：需要一列数据，表头为 "phone" 或 "member_id"，最多 100,000 行。',
    'zh-TW': '無法讀取此 CSV：需要一欄資料，表頭為 "phone" 或 "member_id"，最多 100,000 列。',
  }),
  /** POST /api/admin/coupons/issue-csv: the batch id was already used for another template or file. */
  couponCsvBatchConflict: entry(40990, 409, {
    'en-US': 'This issue was already committed with a different template or file. Preview the file again.',
    'zh-CN': '该批次已用其他卡券模板或文件提交过，请重新预览文件。',
    'zh-TW': '該批次已用其他卡券範本或檔案提交過，請重新預覽檔案。',
  }),
  /** POST /api/admin/coupon-templates/edit: the new stock is less than the coupons already issued. */
  couponStockBelowIssued: entry(40907, 409, {
    'en-US': 'The stock cannot be less than the coupons already issued.',
    'zh-CN': '库存不能少于已发放的卡券数量。',
    'zh-TW': '庫存不能少於已發放的卡券數量。',
  }),
  couponNotClaimable: entry(40906, 409, {
    'en-US': 'This coupon cannot be claimed here.',
    'zh-CN': '该卡券不可在此领取。',
    'zh-TW': '該卡券不可在此領取。',
  }),
  badgeNotFound: entry(40404, 404, {
    'en-US': 'This badge does not exist.',
    'zh-CN': '该徽章不存在。',
    'zh-TW': '該徽章不存在。',
  }),
  badgeAlreadyClaimed: entry(40910, 409, {
    'en-US': 'You have already claimed this badge.',
    'zh-CN': '你已领取过该徽章。',
    'zh-TW': '你已領取過該徽章。',
  }),
  badgeAllClaimed: entry(40911, 409, {
    'en-US': 'All badges have been claimed.',
    'zh-CN': '徽章已被领完。',
    'zh-TW': '徽章已被領完。',
  }),
  badgeNotYetOpen: entry(40912, 409, {
    'en-US': 'Claiming this badge has not opened yet.',
    'zh-CN': '该徽章尚未开放领取。',
    'zh-TW': '該徽章尚未開放領取。',
  }),
  badgeClosed: entry(40913, 409, {
    'en-US': 'Claiming this badge has closed.',
    'zh-CN': '该徽章已停止领取。',
    'zh-TW': '該徽章已停止領取。',
  }),
  badgeMethodUnavailable: entry(40914, 409, {
    'en-US': 'This badge cannot be claimed this way.',
    'zh-CN': '该徽章不支持此领取方式。',
    'zh-TW': '該徽章不支援此領取方式。',
  }),
  badgeRewardSoldOut: entry(40915, 409, {
    'en-US': "The coupon that comes with this badge has run out, so the badge can't be claimed now.",
    'zh-CN': '该徽章附带的卡券已领完，暂时无法领取徽章。',
    'zh-TW': '該徽章附帶的卡券已領完，暫時無法領取徽章。',
  }),
  sessionFull: entry(40916, 409, {
    'en-US': 'This session is full. Please choose another one.',
    'zh-CN': '该场次已约满，请选择其他场次。',
    'zh-TW': '該場次已約滿，請選擇其他場次。',
  }),
  sessionAlreadyReserved: entry(40917, 409, {
    'en-US': 'You already have a place in this session.',
    'zh-CN': '你已预约该场次。',
    'zh-TW': '你已預約該場次。',
  }),
  sessionStarted: entry(40918, 409, {
    'en-US': 'Reservations for this session have closed.',
    'zh-CN': '该场次已停止预约。',
    'zh-TW': '該場次已停止預約。',
  }),
  cancelTooLate: entry(40919, 409, {
    'en-US': 'It is too late to cancel this reservation.',
    'zh-CN': '已过取消截止时间，无法取消预约。',
    'zh-TW': '已過取消截止時間，無法取消預約。',
  }),
  sessionNotFound: entry(40405, 404, {
    'en-US': 'This session or ticket does not exist.',
    'zh-CN': '该场次或门票不存在。',
    'zh-TW': '該場次或門票不存在。',
  }),
  notEventStaff: entry(40304, 403, {
    'en-US': 'This account cannot check tickets in for this event. Ask the event operator to add you as staff.',
    'zh-CN': '此账号不能为该活动核验门票，请联系活动运营人员将你设为工作人员。',
    'zh-TW': '此帳號不能為該活動核驗門票，請聯絡活動營運人員將你設為工作人員。',
  }),
  ticketCancelled: entry(40920, 409, {
    'en-US': 'This ticket was cancelled and cannot be checked in.',
    'zh-CN': '这张门票已取消，无法核验入场。',
    'zh-TW': '這張門票已取消，無法核驗入場。',
  }),
  ticketCheckedIn: entry(40924, 409, {
    'en-US': 'This ticket has been checked in, so it can no longer be cancelled.',
    'zh-CN': '这张门票已核验入场，无法取消。',
    'zh-TW': '這張門票已核驗入場，無法取消。',
  }),
  badgeVenueTokenExpired: entry(40010, 400, {
    'en-US': 'This check-in code has expired. Please scan the code on the venue screen again.',
    'zh-CN': '该打卡码已过期，请重新扫描现场屏幕上的二维码。',
    'zh-TW': '該打卡碼已過期，請重新掃描現場螢幕上的 QR 碼。',
  }),
  badgeVenueTokenInvalid: entry(40011, 400, {
    'en-US': 'This is not a valid check-in code. Please scan the code on the venue screen.',
    'zh-CN': '这不是有效的打卡码，请扫描现场屏幕上的二维码。',
    'zh-TW': '這不是有效的打卡碼，請掃描現場螢幕上的 QR 碼。',
  }),
  badgeTagInvalid: entry(40012, 400, {
    'en-US': 'This tag could not be verified, or this tap was already used. Please tap the tag again.',
    'zh-CN': '无法验证该标签，或此次感应已被使用，请重新感应标签。',
    'zh-TW': '無法驗證該標籤，或此次感應已被使用，請重新感應標籤。',
  }),
  badgeCodeInvalid: entry(40013, 400, {
    'en-US': 'This claim code is not valid or has already been used.',
    'zh-CN': '该领取码无效或已被使用。',
    'zh-TW': '該領取碼無效或已被使用。',
  }),
  kioskUnauthorized: entry(40103, 401, {
    'en-US': 'Kiosk token missing or wrong.',
    'zh-CN': '现场屏幕凭证缺失或错误。',
    'zh-TW': '現場螢幕憑證缺失或錯誤。',
  }),
  wechatNotConfigured: entry(40403, 404, {
    'en-US': 'WeChat is not connected on this server. Please continue in the browser.',
    'zh-CN': '本服务器未接入微信，请在浏览器中继续。',
    'zh-TW': '本伺服器未接入微信，請在瀏覽器中繼續。',
  }),
  wechatCodeInvalid: entry(40014, 400, {
    'en-US': 'The WeChat authorisation has expired or was already used. Please try again.',
    'zh-CN': '微信授权已过期或已使用，请重试。',
    'zh-TW': '微信授權已過期或已使用，請重試。',
  }),
  wechatUrlNotOurs: entry(40015, 400, {
    'en-US': 'Only pages of this site can be shared.',
    'zh-CN': '只能分享本站的页面。',
    'zh-TW': '只能分享本站的頁面。',
  }),
  wechatSnapshotUser: entry(40305, 403, {
    'en-US': 'WeChat is showing a preview of this page. Open the full page to sign in.',
    'zh-CN': '微信正在以预览模式显示本页，请打开完整页面后登录。',
    'zh-TW': '微信正在以預覽模式顯示本頁，請開啟完整頁面後登入。',
  }),
  // Messaging socket answers: the frame's status, and a body {"code","message"} (docs/messaging-socket.md).
  chatInviteRefused: entry(40330, 403, {
    'en-US': 'One or more of the people you chose cannot be invited to this group.',
    'zh-CN': '所选用户中有人无法被邀请加入此群聊。',
    'zh-TW': '所選的人之中有人無法被邀請加入此群組。',
  }),
  chatNotMember: entry(40331, 403, {
    'en-US': 'You are not a member of this conversation.',
    'zh-CN': '你不是此会话的成员。',
    'zh-TW': '你不是此對話的成員。',
  }),
  chatBlocked: entry(40332, 403, {
    'en-US': 'This person does not accept your messages.',
    'zh-CN': '对方不接收你的消息。',
    'zh-TW': '對方不接收你的訊息。',
  }),
  chatNotAllowed: entry(40333, 403, {
    'en-US': 'Only the group’s owner or an admin can do this.',
    'zh-CN': '只有群主或管理员可以进行此操作。',
    'zh-TW': '只有群組擁有者或管理員可以進行此操作。',
  }),
  chatNoPlace: entry(40334, 403, {
    'en-US': 'There is no place for you in this group.',
    'zh-CN': '此群组已没有你的位置。',
    'zh-TW': '此群組已沒有你的位置。',
  }),
  chatNotJoined: entry(40335, 403, {
    'en-US': 'You have not joined this group.',
    'zh-CN': '你尚未加入此群组。',
    'zh-TW': '你尚未加入此群組。',
  }),
  chatNotYourItem: entry(40336, 403, {
    'en-US': 'This item is not yours.',
    'zh-CN': '这件物品不属于你。',
    'zh-TW': '這件物品不屬於你。',
  }),
  chatSelfConversation: entry(40031, 400, {
    'en-US': 'You cannot start a conversation with yourself.',
    'zh-CN': '不能和自己发起会话。',
    'zh-TW': '不能和自己開啟對話。',
  }),
  chatNotGroup: entry(40032, 400, {
    'en-US': 'This conversation is not a group.',
    'zh-CN': '此会话不是群聊。',
    'zh-TW': '此對話不是群組。',
  }),
  chatNoConversation: entry(40431, 404, {
    'en-US': 'This conversation does not exist.',
    'zh-CN': '会话不存在。',
    'zh-TW': '對話不存在。',
  }),
  chatNoUser: entry(40432, 404, {
    'en-US': 'This person does not exist.',
    'zh-CN': '该用户不存在。',
    'zh-TW': '該使用者不存在。',
  }),
  chatNoInvitation: entry(40433, 404, {
    'en-US': 'This invitation no longer exists.',
    'zh-CN': '该邀请已不存在。',
    'zh-TW': '該邀請已不存在。',
  }),
  chatNotJoinedQuit: entry(40434, 404, {
    'en-US': 'You have not joined this group.',
    'zh-CN': '你尚未加入此群组。',
    'zh-TW': '你尚未加入此群組。',
  }),
  chatItemTaken: entry(40931, 409, {
    'en-US': 'Someone else took this item first.',
    'zh-CN': '这件物品已被别人抢先拿走。',
    'zh-TW': '這件物品已被別人搶先拿走。',
  }),
  chatTooLarge: entry(41331, 413, {
    'en-US': 'The message is too long.',
    'zh-CN': '消息太长。',
    'zh-TW': '訊息太長。',
  }),
  chatSendingTooFast: entry(42931, 429, {
    'en-US': 'You are sending too fast. Please wait a moment.',
    'zh-CN': '发送太频繁，请稍候。',
    'zh-TW': '傳送太頻繁，請稍候。',
  }),
  chatMuted: entry(40337, 403, {
    'en-US': 'Support has muted you for a while after a report; you cannot send messages yet.',
    'zh-CN': '因举报处理，客服已暂时将你禁言，暂时无法发送消息。',
    'zh-TW': '因檢舉處理，客服已暫時將你禁言，暫時無法傳送訊息。',
  }),
  // A private conversation whose other person cancelled their account (docs/privacy.md).
  chatPeerGone: entry(41032, 410, {
    'en-US': 'This account was cancelled. Messages can no longer be sent.',
    'zh-CN': '该账号已注销，无法再发送消息。',
    'zh-TW': '該帳號已註銷，無法再傳送訊息。',
  }),
  accountDisabled: entry(40338, 403, {
    'en-US': 'This account has been disabled. Please contact support.',
    'zh-CN': '该账号已被停用，请联系客服。',
    'zh-TW': '此帳號已被停用，請聯絡客服。',
  }),
  reportOpen: entry(40982, 409, {
    'en-US': 'You have already reported this; support is looking at it.',
    'zh-CN': '你已举报过，客服正在处理。',
    'zh-TW': '你已檢舉過，客服正在處理。',
  }),
  reportResolved: entry(40983, 409, {
    'en-US': 'This report has already been resolved.',
    'zh-CN': '该举报已处理。',
    'zh-TW': '此檢舉已處理。',
  }),
  reportNotFound: entry(40480, 404, {
    'en-US': 'No such report, message or person.',
    'zh-CN': '找不到该举报、消息或用户。',
    'zh-TW': '找不到此檢舉、訊息或使用者。',
  }),
  reportSelf: entry(40091, 400, {
    'en-US': 'You cannot report yourself.',
    'zh-CN': '不能举报自己。',
    'zh-TW': '不能檢舉自己。',
  }),
  reportTooFast: entry(42981, 429, {
    'en-US': 'Too many reports. Please try again later.',
    'zh-CN': '举报太频繁，请稍后再试。',
    'zh-TW': '檢舉太頻繁，請稍後再試。',
  }),
  memberNotFound: entry(40481, 404, {
    'en-US': 'No such member.',
    'zh-CN': '找不到该会员。',
    'zh-TW': '找不到此會員。',
  }),
  chatJoiningTooFast: entry(42932, 429, {
    'en-US': 'You are joining too fast. Please wait a moment.',
    'zh-CN': '加入太频繁，请稍候。',
    'zh-TW': '加入太頻繁，請稍候。',
  }),
  wechatUnauthorized: entry(40306, 403, {
    'en-US': 'This official account may not use WeChat sign-in. Please log in with your phone.',
    'zh-CN': '该公众号暂无微信登录权限，请使用手机号登录。',
    'zh-TW': '該公眾號暫無微信登入權限，請使用手機號碼登入。',
  }),
  wechatUnavailable: entry(50303, 503, {
    'en-US': 'WeChat is not answering right now. Please try again shortly.',
    'zh-CN': '微信暂时无响应，请稍后再试。',
    'zh-TW': '微信暫時無回應，請稍後再試。',
  }),
  walletMessageInvalid: entry(40016, 400, {
    'en-US': 'The sign-in message is not valid for this site. Please sign in again.',
    'zh-CN': '签名消息对本站无效，请重新登录。',
    'zh-TW': '簽名訊息對本站無效，請重新登入。',
  }),
  walletNonceInvalid: entry(40017, 400, {
    'en-US': 'This sign-in request has expired or was already used. Please try again.',
    'zh-CN': '此登录请求已过期或已使用，请重试。',
    'zh-TW': '此登入請求已過期或已使用，請重試。',
  }),
  walletSignatureInvalid: entry(40018, 400, {
    'en-US': 'The signature does not match the wallet address.',
    'zh-CN': '签名与钱包地址不符。',
    'zh-TW': '簽名與錢包地址不符。',
  }),
  walletCheckUnavailable: entry(40019, 400, {
    'en-US': "Your wallet's signature could not be checked right now. Please try again in a moment.",
    'zh-CN': '暂时无法验证你的钱包签名，请稍后重试。',
    'zh-TW': '暫時無法驗證你的錢包簽名，請稍後重試。',
  }),
  walletChainUnsupported: entry(40020, 400, {
    'en-US': 'Sign-in works on Ethereum, BNB Chain and Polygon. Please switch your wallet to one of them.',
    'zh-CN': '仅支持以太坊、BNB Chain 和 Polygon 登录，请将钱包切换到其中之一。',
    'zh-TW': '僅支援以太坊、BNB Chain 和 Polygon 登入，請將錢包切換到其中之一。',
  }),
  walletLinkedElsewhere: entry(40921, 409, {
    'en-US': 'This wallet is already linked to another account.',
    'zh-CN': '该钱包已绑定其他账号。',
    'zh-TW': '該錢包已綁定其他帳號。',
  }),
  walletOnlyLogin: entry(40922, 409, {
    'en-US': 'You log in with this wallet, so it cannot be unlinked.',
    'zh-CN': '你正使用该钱包登录，无法解绑。',
    'zh-TW': '你正使用該錢包登入，無法解除綁定。',
  }),
  walletLoginReplace: entry(40923, 409, {
    'en-US': 'You log in with your current wallet, so another wallet cannot replace it.',
    'zh-CN': '你正使用当前钱包登录，不能用其他钱包替换它。',
    'zh-TW': '你正使用目前的錢包登入，不能用其他錢包取代它。',
  }),
  // joining two accounts (docs/decisions.md, "Joining two accounts")
  mergeTicketInvalid: entry(40021, 400, {
    'en-US': 'This merge request has expired or was already used. Please prove the other login again.',
    'zh-CN': '此合并请求已过期或已使用，请重新验证另一个登录方式。',
    'zh-TW': '此合併請求已過期或已使用，請重新驗證另一個登入方式。',
  }),
  mergeNoOtherAccount: entry(40408, 404, {
    'en-US': 'No other account logs in this way, so there is nothing to merge.',
    'zh-CN': '没有其他账号使用此登录方式，无需合并。',
    'zh-TW': '沒有其他帳號使用此登入方式，無需合併。',
  }),
  mergeAlreadyYours: entry(40925, 409, {
    'en-US': 'This login already belongs to your account.',
    'zh-CN': '此登录方式已属于你的账号。',
    'zh-TW': '此登入方式已屬於你的帳號。',
  }),
  walletNotLinked: entry(40406, 404, {
    'en-US': 'This wallet is not linked to your account.',
    'zh-CN': '该钱包未绑定你的账号。',
    'zh-TW': '該錢包未綁定你的帳號。',
  }),
  passNotConfigured: entry(40407, 404, {
    'en-US': 'The NFT pass is not available yet.',
    'zh-CN': 'NFT 通行证暂未开放。',
    'zh-TW': 'NFT 通行證暫未開放。',
  }),
  // the virtual world
  exhibitionNotFound: entry(40450, 404, {
    'en-US': 'This exhibition room does not exist or is not open.',
    'zh-CN': '该展厅不存在或尚未开放。',
    'zh-TW': '該展廳不存在或尚未開放。',
  }),
  dressNotFound: entry(40451, 404, {
    'en-US': 'This outfit is not available.',
    'zh-CN': '该服装不可用。',
    'zh-TW': '該服裝無法使用。',
  }),
  vrModelNotFound: entry(40452, 404, {
    'en-US': 'This member has not uploaded an avatar model.',
    'zh-CN': '该用户尚未上传形象模型。',
    'zh-TW': '該用戶尚未上傳形象模型。',
  }),
  vrModelInvalid: entry(40050, 400, {
    'en-US': 'This model cannot be used. Please check the reason and upload another file.',
    'zh-CN': '该模型无法使用，请查看原因后重新上传。',
    'zh-TW': '該模型無法使用，請查看原因後重新上傳。',
  }),
  vrUploadLinkInvalid: entry(40051, 400, {
    'en-US': 'This upload link has expired. Please start the upload again.',
    'zh-CN': '上传链接已失效，请重新开始上传。',
    'zh-TW': '上傳連結已失效，請重新開始上傳。',
  }),
  equitySourceUnknown: entry(40060, 400, {
    'en-US': 'A benefit refers to a coupon, badge or event that does not exist.',
    'zh-CN': '权益关联的卡券、徽章或活动不存在。',
    'zh-TW': '權益關聯的卡券、徽章或活動不存在。',
  }),
  vrModelUploadInProgress: entry(40950, 409, {
    'en-US': 'Your previous model is still being checked. Please wait for its result before uploading another.',
    'zh-CN': '你上传的上一个模型仍在检查中，请等待结果后再上传。',
    'zh-TW': '你上傳的上一個模型仍在檢查中，請等待結果後再上傳。',
  }),
  vrModelCheckTimedOut: entry(50350, 503, {
    'en-US': 'The model could not be checked in time. Please try again shortly, or upload a simpler model.',
    'zh-CN': '未能及时完成模型检查，请稍后重试，或上传更简单的模型。',
    'zh-TW': '未能及時完成模型檢查，請稍後重試，或上傳更簡單的模型。',
  }),
  // payments (docs/payments.md)
  productNotFound: entry(40460, 404, {
    'en-US': 'This item is not for sale.',
    'zh-CN': '该商品不存在或未出售。',
    'zh-TW': '該商品不存在或未出售。',
  }),
  productNotOnSale: entry(40960, 409, {
    'en-US': 'This item is not on sale right now.',
    'zh-CN': '该商品暂未开售。',
    'zh-TW': '該商品暫未開售。',
  }),
  productSoldOut: entry(40961, 409, {
    'en-US': 'Sold out. Nothing was charged.',
    'zh-CN': '已售罄，未产生扣款。',
    'zh-TW': '已售罄，未產生扣款。',
  }),
  dressAlreadyOwned: entry(40962, 409, {
    'en-US': 'You already own this dress. Choose it in your wardrobe.',
    'zh-CN': '你已拥有这件服装，可在衣橱中直接穿上。',
    'zh-TW': '你已擁有這件服裝，可在衣櫥中直接穿上。',
  }),
  /** POST /api/v3/me/dress: a dress with a price is worn once it is bought. */
  dressNotOwned: entry(40968, 409, {
    'en-US': 'Buy this dress first to wear it.',
    'zh-CN': '请先购买这件服装再穿上。',
    'zh-TW': '請先購買這件服裝再穿上。',
  }),
  /** POST /api/v2/consent/decisions: the text the person saw is no longer the current one. */
  consentVersionStale: entry(40970, 409, {
    'en-US': 'This document has changed since it was shown. Please read the current version.',
    'zh-CN': '该文件在您阅读后已更新，请阅读最新版本。',
    'zh-TW': '該文件在您閱讀後已更新，請閱讀最新版本。',
  }),
  /** POST /api/v2/consent/decisions: the versions named are not the documents this purpose is decided under. */
  consentDocumentsMismatch: entry(40074, 400, {
    'en-US': 'These documents do not belong to this choice.',
    'zh-CN': '所列文件与此项授权不符。',
    'zh-TW': '所列文件與此項授權不符。',
  }),
  // Children under 14 and their guardians (docs/privacy.md, "Children and guardians")
  /** POST /api/v2/me/age and the guardian's correction: a month in the future or before 1900. */
  birthMonthInvalid: entry(40080, 400, {
    'en-US': 'Please enter a real birth year and month (from 1900 to this month).',
    'zh-CN': '请填写真实的出生年月（1900 年至本月）。',
    'zh-TW': '請填寫真實的出生年月（1900 年至本月）。',
  }),
  /** A child under 14 without a guardian's agreement: chat, purchases, uploads and the public profile wait for it. */
  guardianConsentRequired: entry(40390, 403, {
    'en-US': 'You are under 14: a parent or guardian must agree first. Ask them to open the guardian link from "My".',
    'zh-CN': '你未满 14 周岁，需要父母或其他监护人先同意。请让监护人打开“我的”中的监护人链接。',
    'zh-TW': '你未滿 14 歲，需要父母或其他監護人先同意。請讓監護人打開「我的」中的監護人連結。',
  }),
  /** The guardian invite is forged, expired, or names no child under 14. */
  guardianInviteInvalid: entry(40081, 400, {
    'en-US': 'This guardian link has expired or is not valid. Ask the child to show a new one.',
    'zh-CN': '该监护人链接已过期或无效，请让孩子重新生成。',
    'zh-TW': '該監護人連結已過期或無效，請讓孩子重新產生。',
  }),
  /** Guardian routes without a valid guardian session. */
  guardianSessionInvalid: entry(40104, 401, {
    'en-US': 'Please verify your phone number again.',
    'zh-CN': '请重新验证你的手机号码。',
    'zh-TW': '請重新驗證你的手機號碼。',
  }),
  /** A child this phone is not the guardian of (or no such child). */
  guardianChildNotFound: entry(40482, 404, {
    'en-US': 'No child of yours was found.',
    'zh-CN': '未找到你监护的孩子。',
    'zh-TW': '未找到你監護的孩子。',
  }),
  /** The console's "New brand" with an id another brand already has (docs/operator-console.md, "Content"). */
  brandIdTaken: entry(40993, 409, {
    'en-US': 'Another brand already has this id. Choose another number.',
    'zh-CN': '该编号已被其他品牌使用，请换一个编号。',
    'zh-TW': '該編號已被其他品牌使用，請換一個編號。',
  }),
  /** POST /api/v2/me/age a second time: only a guardian corrects a child's birth month. */
  ageAlreadyAnswered: entry(40992, 409, {
    'en-US': 'Your birth month is already saved. A parent or guardian can correct it.',
    'zh-CN': '你的出生年月已保存，如需更正请由父母或其他监护人操作。',
    'zh-TW': '你的出生年月已儲存，如需更正請由父母或其他監護人操作。',
  }),
  /** The age question is for members; a guardian invite only for a child under 14. */
  guardianNotChild: entry(40991, 409, {
    'en-US': 'A guardian is only needed for a child under 14.',
    'zh-CN': '只有未满 14 周岁的儿童需要监护人同意。',
    'zh-TW': '只有未滿 14 歲的兒童需要監護人同意。',
  }),
  // Data export and account cancellation (docs/privacy.md)
  dataExportNotFound: entry(40470, 404, {
    'en-US': 'This download does not exist.',
    'zh-CN': '该下载不存在。',
    'zh-TW': '該下載不存在。',
  }),
  dataExportExpired: entry(41070, 410, {
    'en-US': 'This download has expired. Please ask for a new copy of your data.',
    'zh-CN': '下载链接已过期，请重新申请导出个人信息。',
    'zh-TW': '下載連結已過期，請重新申請匯出個人資訊。',
  }),
  dataExportNotReady: entry(40971, 409, {
    'en-US': 'Your copy is still being prepared.',
    'zh-CN': '个人信息副本仍在生成中。',
    'zh-TW': '個人資訊副本仍在產生中。',
  }),
  dataExportInProgress: entry(40972, 409, {
    'en-US': 'A copy of your data is already being prepared.',
    'zh-CN': '已有一份个人信息副本正在生成。',
    'zh-TW': '已有一份個人資訊副本正在產生。',
  }),
  cancellationPending: entry(40973, 409, {
    'en-US': 'Your account is already being cancelled.',
    'zh-CN': '账号注销申请已在处理中。',
    'zh-TW': '帳號註銷申請已在處理中。',
  }),
  cancellationNotPending: entry(40974, 409, {
    'en-US': 'There is no cancellation to withdraw.',
    'zh-CN': '没有可撤回的注销申请。',
    'zh-TW': '沒有可撤回的註銷申請。',
  }),
  // Notices and rights requests (docs/privacy.md, "Notices" and "Rights requests")
  rightsRequestNotFound: entry(40483, 404, {
    'en-US': 'No such request.',
    'zh-CN': '该申请不存在。',
    'zh-TW': '該申請不存在。',
  }),
  rightsRequestClosed: entry(40975, 409, {
    'en-US': 'This request has already been answered.',
    'zh-CN': '该申请已答复。',
    'zh-TW': '該申請已答覆。',
  }),
  rightsRequestsOpen: entry(40976, 409, {
    'en-US': 'You already have 5 open requests. Please wait for our replies.',
    'zh-CN': '你已有 5 个未答复的申请，请等待我们的答复。',
    'zh-TW': '你已有 5 個未答覆的申請，請等待我們的答覆。',
  }),
  /** The NFT list sends the wallet address to an indexer abroad: only with the separate consent (PIPL Art. 39). */
  nftIndexerConsentRequired: entry(40340, 403, {
    'en-US': 'To list your collectibles we need your separate consent to send your wallet address abroad.',
    'zh-CN': '列出你的藏品需要你单独同意将钱包地址提供给境外服务方。',
    'zh-TW': '列出你的藏品需要你單獨同意將錢包地址提供給境外服務方。',
  }),
  /** A child's information is never sent abroad (docs/privacy.md, "Where data lives"). */
  nftIndexerChild: entry(40341, 403, {
    'en-US': 'Collectibles cannot be listed for accounts of children under 14.',
    'zh-CN': '未满 14 周岁儿童的账号无法列出藏品。',
    'zh-TW': '未滿 14 歲兒童的帳號無法列出藏品。',
  }),
  memberPriceUsed: entry(40963, 409, {
    'en-US': 'Your card-holder adoption has already been used. You can still adopt at the regular price.',
    'zh-CN': '你的持卡人领养资格已使用，仍可按原价领养。',
    'zh-TW': '你的持卡人領養資格已使用，仍可按原價領養。',
  }),
  eligibilityCodeInvalid: entry(40070, 400, {
    'en-US': 'This card-holder code is not valid or has already been used.',
    'zh-CN': '该持卡人兑换码无效或已被使用。',
    'zh-TW': '該持卡人兌換碼無效或已被使用。',
  }),
  payMethodUnavailable: entry(40071, 400, {
    'en-US': "This way of paying is not available here. Open the page in WeChat or in your phone's browser.",
    'zh-CN': '当前环境无法使用该支付方式，请在微信或手机浏览器中打开本页。',
    'zh-TW': '目前環境無法使用該支付方式，請在微信或手機瀏覽器中開啟本頁。',
  }),
  payNeedsWechatSignIn: entry(40072, 400, {
    'en-US': 'To pay inside WeChat, sign in with WeChat first.',
    'zh-CN': '在微信内支付前，请先使用微信登录。',
    'zh-TW': '在微信內支付前，請先使用微信登入。',
  }),
  /** POST /api/admin/orders/:orderNo/refund: `amount_fen` more than what is left of the payment after earlier refunds. */
  refundAmountTooLarge: entry(40076, 400, {
    'en-US': 'Refunds cannot add up to more than was paid.',
    'zh-CN': '退款总额不能超过实付金额。',
    'zh-TW': '退款總額不能超過實付金額。',
  }),
  orderNotFound: entry(40461, 404, {
    'en-US': 'Order not found.',
    'zh-CN': '订单不存在。',
    'zh-TW': '訂單不存在。',
  }),
  orderNotPayable: entry(40964, 409, {
    'en-US': 'This order can no longer be paid.',
    'zh-CN': '该订单已无法支付。',
    'zh-TW': '該訂單已無法支付。',
  }),
  orderNotCancellable: entry(40965, 409, {
    'en-US': 'This order can no longer be cancelled.',
    'zh-CN': '该订单已无法取消。',
    'zh-TW': '該訂單已無法取消。',
  }),
  refundNotAllowed: entry(40966, 409, {
    'en-US': 'This order can no longer be refunded.',
    'zh-CN': '该订单已不可申请退款。',
    'zh-TW': '該訂單已不可申請退款。',
  }),
  refundAlreadyRequested: entry(40967, 409, {
    'en-US': 'A refund for this order has already been requested.',
    'zh-CN': '该订单已申请过退款。',
    'zh-TW': '該訂單已申請過退款。',
  }),
  certificateNotFound: entry(40462, 404, {
    'en-US': 'No certificate has this code.',
    'zh-CN': '未找到该证书。',
    'zh-TW': '未找到該證書。',
  }),
  paymentNotificationInvalid: entry(40170, 401, {
    'en-US': 'The notification signature could not be verified.',
    'zh-CN': '通知签名验证失败。',
    'zh-TW': '通知簽名驗證失敗。',
  }),
  paymentsUnavailable: entry(50360, 503, {
    'en-US': 'Payments are not available right now. Nothing was charged; please try again shortly.',
    'zh-CN': '支付暂时不可用，未产生扣款，请稍后再试。',
    'zh-TW': '支付暫時無法使用，未產生扣款，請稍後再試。',
  }),
  internal: entry(50001, 500, {
    'en-US': 'failed, retry',
    'zh-CN': '操作失败，请重试',
    'zh-TW': '操作失敗，請重試',
  }),
  busy: entry(50301, 503, {
    'en-US': 'The service is busy. Please try again shortly.',
    'zh-CN': '服务繁忙，请稍后再试。',
    'zh-TW': '服務繁忙，請稍後再試。',
  }),
  // the operator console (docs/operator-console.md)
  opsSignedOut: entry(40180, 401, {
    'en-US': 'Please sign in to the console.',
    'zh-CN': '请登录运营后台。',
    'zh-TW': '請登入營運後台。',
  }),
  opsBadCredentials: entry(40181, 401, {
    'en-US': 'The sign-in name or password is wrong.',
    'zh-CN': '登录名或密码错误。',
    'zh-TW': '登入名稱或密碼錯誤。',
  }),
  opsBadSecondFactor: entry(40182, 401, {
    'en-US': 'The code is wrong or has expired. Please try again.',
    'zh-CN': '验证码错误或已过期，请重试。',
    'zh-TW': '驗證碼錯誤或已過期，請重試。',
  }),
  opsForbidden: entry(40380, 403, {
    'en-US': 'Your role does not allow this.',
    'zh-CN': '你的角色无权进行此操作。',
    'zh-TW': '你的角色無權進行此操作。',
  }),
  opsCsrf: entry(40381, 403, {
    'en-US': 'This page is out of date. Please reload it and try again.',
    'zh-CN': '页面已过期，请刷新后重试。',
    'zh-TW': '頁面已過期，請重新整理後再試。',
  }),
  opsPasswordChangeRequired: entry(40382, 403, {
    'en-US': 'Please set a new password before you continue.',
    'zh-CN': '请先设置新密码再继续。',
    'zh-TW': '請先設定新密碼再繼續。',
  }),
  opsWrongPassword: entry(40383, 403, {
    'en-US': 'The current password is wrong.',
    'zh-CN': '当前密码错误。',
    'zh-TW': '目前的密碼錯誤。',
  }),
  opsLoginTaken: entry(40980, 409, {
    'en-US': 'That sign-in name is already taken.',
    'zh-CN': '该登录名已被使用。',
    'zh-TW': '該登入名稱已被使用。',
  }),
  opsLastOwner: entry(40981, 409, {
    'en-US': 'The last owner cannot lose the owner role or be disabled.',
    'zh-CN': '不能移除最后一位所有者的角色或将其停用。',
    'zh-TW': '不能移除最後一位擁有者的角色或將其停用。',
  }),
  opsSignInLimited: entry(42980, 429, {
    'en-US': 'Too many attempts. Please wait a few minutes and try again.',
    'zh-CN': '尝试次数过多，请几分钟后再试。',
    'zh-TW': '嘗試次數過多，請幾分鐘後再試。',
  }),
  databaseUnavailable: entry(50302, 503, {
    'en-US': 'The service is temporarily unavailable. Please try again shortly.',
    'zh-CN': '服务暂时不可用，请稍后再试。',
    'zh-TW': '服務暫時無法使用，請稍後再試。',
  }),
} as const;

export type ErrorName = keyof typeof ERRORS;
export type ErrorCode = (typeof ERRORS)[ErrorName]['code'];

const byCode = new Map<number, ErrorName>((Object.keys(ERRORS) as ErrorName[]).map((name) => [ERRORS[name].code, name]));

export function errorNameForCode(code: number): ErrorName | undefined {
  return byCode.get(code);
}

export function errorMessage(name: ErrorName, locale: Locale): string {
  return ERRORS[name].texts[locale];
}

/** Codes after which the client must drop its session and ask the user to log in again. */
export const SESSION_ENDING_CODES: readonly number[] = [
  ERRORS.tokenIllegal.code,
  ERRORS.tokenExpired.code,
  ERRORS.remoteLogin.code,
  ERRORS.accountDisabled.code,
];

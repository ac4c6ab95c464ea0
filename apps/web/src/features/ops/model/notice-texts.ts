/**
 * The 30 days' notice form's texts in the three languages (docs/privacy.md, "Notices"): the service
 * ending (to everyone, by SMS too) or one member's account being closed by the operator.
 */
import type { Locale } from '@culture/protocol';
import { useOpsTexts } from './use-ops-texts';

const enUS = {
  serviceHeading: 'The service ends: 30 days’ notice to every member',
  serviceHint:
    'Every member finds it in the notice centre and gets an SMS (the privacy policy promises both). Send it at least 30 days before the end.',
  accountOpen: 'Send the 30 days’ closing notice…',
  accountHeading: 'This account will be closed: 30 days’ notice',
  accountHint: 'The member finds it in the notice centre and gets an SMS. Close the account no earlier than 30 days from now.',
  language: { 'zh-CN': 'Simplified Chinese', 'zh-TW': 'Traditional Chinese', 'en-US': 'English' } as Record<Locale, string>,
  title: 'Title',
  body: 'Text',
  send: 'Send…',
  confirm: 'Send this notice now? It cannot be taken back.',
  confirmSend: 'Send',
  cancel: 'Cancel',
  sent: 'Notice {{id}} sent.',
};
export type NoticeTexts = typeof enUS;

const zhCN: NoticeTexts = {
  serviceHeading: '服务终止：提前 30 天通知全体会员',
  serviceHint: '每位会员都会在通知中心收到，并收到短信（隐私政策承诺两者皆有）。请至少在终止前 30 天发送。',
  accountOpen: '发送 30 天关闭账号通知…',
  accountHeading: '将关闭此账号：提前 30 天通知',
  accountHint: '会员会在通知中心收到，并收到短信。请不早于 30 天后关闭账号。',
  language: { 'zh-CN': '简体中文', 'zh-TW': '繁体中文', 'en-US': '英文' },
  title: '标题',
  body: '正文',
  send: '发送…',
  confirm: '现在发送此通知？发送后无法撤回。',
  confirmSend: '发送',
  cancel: '取消',
  sent: '通知 {{id}} 已发送。',
};

const zhTW: NoticeTexts = {
  serviceHeading: '服務終止：提前 30 天通知全體會員',
  serviceHint: '每位會員都會在通知中心收到，並收到簡訊（隱私權政策承諾兩者皆有）。請至少在終止前 30 天傳送。',
  accountOpen: '傳送 30 天關閉帳號通知…',
  accountHeading: '將關閉此帳號：提前 30 天通知',
  accountHint: '會員會在通知中心收到，並收到簡訊。請不早於 30 天後關閉帳號。',
  language: { 'zh-CN': '簡體中文', 'zh-TW': '繁體中文', 'en-US': '英文' },
  title: '標題',
  body: '內文',
  send: '傳送…',
  confirm: '現在傳送此通知？傳送後無法撤回。',
  confirmSend: '傳送',
  cancel: '取消',
  sent: '通知 {{id}} 已傳送。',
};

export const NOTICE_TEXTS: Readonly<Record<Locale, NoticeTexts>> = { 'zh-CN': zhCN, 'zh-TW': zhTW, 'en-US': enUS };

export function useNoticeTexts() {
  const { texts, locale } = useOpsTexts();
  return { texts: NOTICE_TEXTS[locale], ops: texts, locale };
}

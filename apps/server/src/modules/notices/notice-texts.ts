/**
 * The texts of the notices the server writes itself (docs/privacy.md, "Notices"): a material
 * change of a legal document and a reply to a rights request, in the three languages; and the
 * SMS a notice sends.
 */
import type { LegalDocumentId, Locale, RightsRequestKind } from '@culture/protocol';
import type { LocalizedText } from '../../db/schema/columns.js';

const DOCUMENT_NAMES: Record<LegalDocumentId, LocalizedText> = {
  userAgreement: { 'zh-CN': '用户协议', 'zh-TW': '使用者協議', 'en-US': 'User Agreement' },
  privacyPolicy: { 'zh-CN': '隐私政策', 'zh-TW': '隱私權政策', 'en-US': 'Privacy Policy' },
  childrenRules: {
    'zh-CN': '儿童个人信息保护规则',
    'zh-TW': '兒童個人資訊保護規則',
    'en-US': "Children's Personal Information Rules",
  },
};

export const DOCUMENT_LINKS: Record<LegalDocumentId, string> = {
  userAgreement: '/userAgreement',
  privacyPolicy: '/privacy',
  childrenRules: '/childrenRules',
};

export function policyChangeTitle(document: LegalDocumentId, version: number): LocalizedText {
  const name = DOCUMENT_NAMES[document];
  return {
    'zh-CN': `《${name['zh-CN']}》已更新（第 ${version} 版）`,
    'zh-TW': `《${name['zh-TW']}》已更新（第 ${version} 版）`,
    'en-US': `The ${name['en-US']} has changed (version ${version})`,
  };
}

/** A Chinese sentence ends in its full stop, and nothing follows it but the next sentence (no space). */
const sentence = (text: string) => (/[。！？.!?]$/.test(text) ? text : `${text}。`);

export function policyChangeBody(summary: LocalizedText, effectiveDate: string): LocalizedText {
  return {
    'zh-CN': `${sentence(summary['zh-CN'])}自 ${effectiveDate} 起生效。`,
    'zh-TW': `${sentence(summary['zh-TW'])}自 ${effectiveDate} 起生效。`,
    'en-US': `${summary['en-US']} In effect from ${effectiveDate}.`,
  };
}

const KIND_NAMES: Record<RightsRequestKind, LocalizedText> = {
  access: { 'zh-CN': '查阅复制', 'zh-TW': '查閱複製', 'en-US': 'access' },
  correction: { 'zh-CN': '更正补充', 'zh-TW': '更正補充', 'en-US': 'correction' },
  deletion: { 'zh-CN': '删除', 'zh-TW': '刪除', 'en-US': 'deletion' },
  complaint: { 'zh-CN': '投诉', 'zh-TW': '投訴', 'en-US': 'complaint' },
};

export function rightsReplyTitle(kind: RightsRequestKind, refused: boolean): LocalizedText {
  const k = KIND_NAMES[kind];
  return refused
    ? {
        'zh-CN': `你的${k['zh-CN']}申请未获受理`,
        'zh-TW': `你的${k['zh-TW']}申請未獲受理`,
        'en-US': `Your ${k['en-US']} request was refused`,
      }
    : {
        'zh-CN': `你的${k['zh-CN']}申请已答复`,
        'zh-TW': `你的${k['zh-TW']}申請已答覆`,
        'en-US': `Your ${k['en-US']} request was answered`,
      };
}

/** Support writes in one language; the reply is shown as written, in every language. */
export function sameInEvery(text: string): LocalizedText {
  return { 'zh-CN': text, 'zh-TW': text, 'en-US': text };
}

/** The SMS of a notice: the brand, the title, and where to read the rest (an SMS has no room for the body). */
export function noticeSmsText(title: LocalizedText, locale: Locale = 'zh-CN'): string {
  switch (locale) {
    case 'en-US':
      return `[May Universe] ${title['en-US']}. Open the app: My → Notices.`;
    case 'zh-TW':
      return `【五月宇宙】${title['zh-TW']}，詳情請在「我的 → 通知」查看。`;
    default:
      return `【五月宇宙】${title['zh-CN']}，详情请在“我的 → 通知”查看。`;
  }
}

/**
 * The content section's legal versions panel, in the three languages (docs/privacy.md,
 * "Documents and versions" and "Notices").
 */
import type { LegalDocumentId, Locale } from '@culture/protocol';
import { useOpsTexts } from './use-ops-texts';

const enUS = {
  heading: 'Legal documents: publish a version',
  hint: 'Ship the new text in the app first, then publish its version here. A material version blocks every member’s next visit until they agree, and reaches everyone as a notice.',
  document: 'Document',
  documents: {
    userAgreement: 'User Agreement',
    privacyPolicy: 'Privacy Policy',
    childrenRules: "Children's Personal Information Rules",
  } satisfies Record<LegalDocumentId, string>,
  effectiveDate: 'Effective date',
  material: 'Material change (blocks the next visit, notifies everyone)',
  summary: 'What changed',
  languages: { 'zh-CN': 'Simplified Chinese', 'zh-TW': 'Traditional Chinese', 'en-US': 'English' } satisfies Record<
    Locale,
    string
  >,
  publish: 'Publish',
  published: '{{document}} version {{version}} published.',
};
export type LegalTexts = typeof enUS;

const zhCN: LegalTexts = {
  heading: '法律文件：发布新版本',
  hint: '请先在应用中上线新文本，再在此发布版本。重大变更会在会员下次访问时要求重新同意，并以通知告知所有人。',
  document: '文件',
  documents: { userAgreement: '用户协议', privacyPolicy: '隐私政策', childrenRules: '儿童个人信息保护规则' },
  effectiveDate: '生效日期',
  material: '重大变更（下次访问时要求同意，并通知所有人）',
  summary: '变更内容',
  languages: { 'zh-CN': '简体中文', 'zh-TW': '繁体中文', 'en-US': '英文' },
  publish: '发布',
  published: '《{{document}}》第 {{version}} 版已发布。',
};

const zhTW: LegalTexts = {
  heading: '法律文件：發布新版本',
  hint: '請先在應用程式中上線新文本，再在此發布版本。重大變更會在會員下次造訪時要求重新同意，並以通知告知所有人。',
  document: '文件',
  documents: { userAgreement: '使用者協議', privacyPolicy: '隱私權政策', childrenRules: '兒童個人資訊保護規則' },
  effectiveDate: '生效日期',
  material: '重大變更（下次造訪時要求同意，並通知所有人）',
  summary: '變更內容',
  languages: { 'zh-CN': '簡體中文', 'zh-TW': '繁體中文', 'en-US': '英文' },
  publish: '發布',
  published: '《{{document}}》第 {{version}} 版已發布。',
};

export const LEGAL_TEXTS: Readonly<Record<Locale, LegalTexts>> = { 'zh-CN': zhCN, 'zh-TW': zhTW, 'en-US': enUS };

export function useLegalTexts() {
  const { texts, locale } = useOpsTexts();
  return { texts: LEGAL_TEXTS[locale], ops: texts, locale };
}

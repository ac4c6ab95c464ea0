/**
 * The rights requests queue's texts in the three languages (docs/operator-console.md, "Members and
 * support"; docs/privacy.md, "Rights requests").
 */
import type { Locale, RightsRequestKind } from '@culture/protocol';
import { useOpsTexts } from './use-ops-texts';

const enUS = {
  empty: 'No open rights requests.',
  due: 'Due',
  overdue: 'Overdue',
  made: 'Made',
  member: 'Member',
  kind: 'Kind',
  text: 'Request',
  reply: 'Reply to the member (becomes a notice to them)',
  answer: 'Answer',
  refuse: 'Refuse with this reason',
  done: 'Request {{id}}: {{state}}.',
  states: { answered: 'answered', refused: 'refused' },
  kinds: { access: 'Access / copy', correction: 'Correction', deletion: 'Deletion', complaint: 'Complaint' } satisfies Record<
    RightsRequestKind,
    string
  >,
};
export type RightsTexts = typeof enUS;

const zhCN: RightsTexts = {
  empty: '没有待处理的个人信息申请。',
  due: '答复期限',
  overdue: '已逾期',
  made: '提交时间',
  member: '会员',
  kind: '类型',
  text: '申请内容',
  reply: '答复会员（将作为通知发送给对方）',
  answer: '答复',
  refuse: '以此理由拒绝',
  done: '申请 {{id}}：{{state}}。',
  states: { answered: '已答复', refused: '已拒绝' },
  kinds: { access: '查阅复制', correction: '更正补充', deletion: '删除', complaint: '投诉' },
};

const zhTW: RightsTexts = {
  empty: '沒有待處理的個人資訊申請。',
  due: '答覆期限',
  overdue: '已逾期',
  made: '提交時間',
  member: '會員',
  kind: '類型',
  text: '申請內容',
  reply: '答覆會員（將作為通知傳送給對方）',
  answer: '答覆',
  refuse: '以此理由拒絕',
  done: '申請 {{id}}：{{state}}。',
  states: { answered: '已答覆', refused: '已拒絕' },
  kinds: { access: '查閱複製', correction: '更正補充', deletion: '刪除', complaint: '投訴' },
};

export const RIGHTS_TEXTS: Readonly<Record<Locale, RightsTexts>> = { 'zh-CN': zhCN, 'zh-TW': zhTW, 'en-US': enUS };

export function useRightsTexts() {
  const { texts, locale } = useOpsTexts();
  return { texts: RIGHTS_TEXTS[locale], ops: texts, locale };
}

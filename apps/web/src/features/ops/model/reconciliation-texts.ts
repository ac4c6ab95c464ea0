/**
 * The orders section's reconciliation texts in the three languages (docs/payments.md,
 * "Reconciliation"): a day's run and its differences with WeChat Pay's bill.
 */
import type { Locale, ReconciliationFailure } from '@culture/protocol';
import { useOpsTexts } from './use-ops-texts';

const enUS = {
  date: 'Bill day (China)',
  show: 'Show',
  run: 'Reconcile this day now',
  running: 'Reconciling…',
  noRun: 'This day has not been reconciled.',
  runLine: 'Run {{status}}: {{lines}} bill lines, {{added}} differences added.',
  failedLine: 'The run failed (attempt {{attempts}}, {{at}}): {{reason}}',
  reasons: {
    'bill-not-ready': 'WeChat Pay has no bill for this day yet (bills are ready after 10:00 the next day). Try again later.',
    'wechat-refused': 'WeChat Pay refused the bill request. Check the merchant settings, then run the day again.',
    'wechat-unreachable': 'WeChat Pay could not be reached. Run the day again later.',
    'bill-unreadable': "The bill file could not be read or failed WeChat Pay's check. Run the day again.",
    internal: 'An error on our side. Run the day again; if it fails again, tell the developers.',
  } satisfies Record<ReconciliationFailure, string>,
  detail: 'Detail',
  statuses: { running: 'running', done: 'done', failed: 'failed' } as Record<string, string>,
  none: 'No differences this day.',
  day: 'Day',
  kind: 'Kind',
  kinds: {
    'missing-here': 'Paid at WeChat Pay, unknown here',
    'missing-there': 'Paid here, not in the bill',
    amount: 'Amounts differ',
    state: 'States differ',
    refund: 'Refund differs',
  } as Record<string, string>,
  order: 'Order',
  ours: 'Ours',
  theirs: "WeChat Pay's",
  resolved: 'Resolved',
  note: 'Note',
  resolve: 'Resolve',
  notePlaceholder: 'What you found',
  done: 'Resolved.',
};
export type ReconciliationTexts = typeof enUS;

const zhCN: ReconciliationTexts = {
  date: '账单日（中国）',
  show: '查看',
  run: '立即对账这一天',
  running: '对账中…',
  noRun: '这一天尚未对账。',
  runLine: '对账{{status}}：账单 {{lines}} 行，新增差异 {{added}} 条。',
  failedLine: '对账失败（第 {{attempts}} 次，{{at}}）：{{reason}}',
  reasons: {
    'bill-not-ready': '微信支付尚未生成这一天的账单（次日 10:00 后可下载），请稍后再试。',
    'wechat-refused': '微信支付拒绝了账单请求，请检查商户设置后重新对账。',
    'wechat-unreachable': '无法连接微信支付，请稍后重新对账。',
    'bill-unreadable': '账单文件无法读取或未通过微信支付的校验，请重新对账。',
    internal: '本系统出错，请重新对账；如再次失败，请联系开发人员。',
  },
  detail: '详情',
  statuses: { running: '进行中', done: '已完成', failed: '失败' },
  none: '这一天没有差异。',
  day: '日期',
  kind: '类型',
  kinds: {
    'missing-here': '微信支付已收款，本系统无此单',
    'missing-there': '本系统已支付，账单中没有',
    amount: '金额不一致',
    state: '状态不一致',
    refund: '退款不一致',
  },
  order: '订单',
  ours: '本系统',
  theirs: '微信支付',
  resolved: '已解决',
  note: '备注',
  resolve: '标记已解决',
  notePlaceholder: '核查结果',
  done: '已标记解决。',
};

const zhTW: ReconciliationTexts = {
  date: '帳單日（中國）',
  show: '查看',
  run: '立即對帳這一天',
  running: '對帳中…',
  noRun: '這一天尚未對帳。',
  runLine: '對帳{{status}}：帳單 {{lines}} 行，新增差異 {{added}} 筆。',
  failedLine: '對帳失敗（第 {{attempts}} 次，{{at}}）：{{reason}}',
  reasons: {
    'bill-not-ready': '微信支付尚未產生這一天的帳單（次日 10:00 後可下載），請稍後再試。',
    'wechat-refused': '微信支付拒絕了帳單請求，請檢查商戶設定後重新對帳。',
    'wechat-unreachable': '無法連線微信支付，請稍後重新對帳。',
    'bill-unreadable': '帳單檔案無法讀取或未通過微信支付的校驗，請重新對帳。',
    internal: '本系統出錯，請重新對帳；如再次失敗，請聯絡開發人員。',
  },
  detail: '詳情',
  statuses: { running: '進行中', done: '已完成', failed: '失敗' },
  none: '這一天沒有差異。',
  day: '日期',
  kind: '類型',
  kinds: {
    'missing-here': '微信支付已收款，本系統無此單',
    'missing-there': '本系統已付款，帳單中沒有',
    amount: '金額不一致',
    state: '狀態不一致',
    refund: '退款不一致',
  },
  order: '訂單',
  ours: '本系統',
  theirs: '微信支付',
  resolved: '已解決',
  note: '備註',
  resolve: '標記已解決',
  notePlaceholder: '核查結果',
  done: '已標記解決。',
};

export const RECONCILIATION_TEXTS: Readonly<Record<Locale, ReconciliationTexts>> = {
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  'en-US': enUS,
};

export function useReconciliationTexts() {
  const { texts, locale } = useOpsTexts();
  return { texts: RECONCILIATION_TEXTS[locale], ops: texts, locale };
}

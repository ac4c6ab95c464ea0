/**
 * The fake's switch for how a bill day answers (docs/payments.md, "A bill that fails"), standing in
 * for what a merchant cannot choose at WeChat Pay but meets: no bill yet, or a download cut off. A
 * browser test POSTs `{"bill_date":"YYYY-MM-DD","answer":"no-statement"|"cut-off"|"bill"}` to
 * `/bill/answer`, as it POSTs the JSAPI stub's outcome to `/pay/jsapi`; server tests call
 * `billAnswer(date, answer)`. The bill API itself keeps answering exactly as WeChat's.
 */
import { BILL_ANSWERS, type BillAnswer, type FakeState } from './wechat-pay-fake-state.js';
import type { FakeRequest, FakeResponse } from './wechat-pay-fake-routes.js';

const json = (status: number, payload: unknown): FakeResponse => ({
  status,
  headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  body: JSON.stringify(payload),
});

export function setBillAnswer(state: FakeState, date: string, answer: BillAnswer): void {
  if (answer === 'bill') state.billAnswers.delete(date);
  else state.billAnswers.set(date, answer);
}

/** Answers `POST /bill/answer`; null when the path is not the switch's. */
export function handleBillSwitch(state: FakeState, request: FakeRequest): FakeResponse | null {
  if (request.method !== 'POST' || request.url.split('?')[0] !== '/bill/answer') return null;
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(request.body.toString('utf8')) as Record<string, unknown>;
  } catch {
    return json(400, { code: 'PARAM_ERROR', message: '请求体不是JSON' });
  }
  const date = body?.bill_date;
  const answer = body?.answer;
  if (typeof date !== 'string' || !/^\d{4}-\d\d-\d\d$/.test(date) || Number.isNaN(Date.parse(date)))
    return json(400, { code: 'PARAM_ERROR', message: 'bill_date须为YYYY-MM-DD格式' });
  if (!BILL_ANSWERS.includes(answer as BillAnswer))
    return json(400, { code: 'PARAM_ERROR', message: `answer须为${BILL_ANSWERS.join('、')}之一` });
  setBillAnswer(state, date, answer as BillAnswer);
  return json(200, { bill_date: date, answer });
}

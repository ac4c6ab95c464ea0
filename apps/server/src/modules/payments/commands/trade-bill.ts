/**
 * WeChat Pay's trade bill (GET /v3/bill/tradebill, then its download_url): a CSV whose first line
 * names the columns in Chinese, one line per payment or refund with every field prefixed by a
 * backquote (so spreadsheets keep long numbers as text), then a summary: a header line starting
 * 总交易单数 and its one line of totals. Amounts are yuan with two decimals. Columns are found by
 * name, not position, since WeChat adds columns at the end over time (docs/payments.md,
 * "Reconciliation").
 */

export interface BillRow {
  /** Beijing time, as written. */
  tradeTime: string;
  transactionId: string;
  outTradeNo: string;
  /** SUCCESS (a payment), REFUND (a refund), REVOKED, … */
  tradeState: string;
  /** 订单金额 when present, else 应结订单金额 (fen). */
  totalFen: number;
  outRefundNo: string | null;
  refundId: string | null;
  /** 申请退款金额 when present, else 退款金额 (fen); 0 on payment lines. */
  refundFen: number;
  /** SUCCESS, PROCESSING, … on refund lines. */
  refundStatus: string | null;
}

export interface TradeBill {
  rows: BillRow[];
  /** 总交易单数 of the summary, when present. */
  count: number | null;
}

export class TradeBillFormatError extends Error {}

/** Data lines split only before a backquote: a product name may hold a comma. */
const cellsOf = (line: string): string[] => (line.trimStart().startsWith('`') ? line.split(/,(?=`)/) : line.split(','));
const field = (value: string | undefined): string => (value ?? '').trim().replace(/^`/, '').trim();

/** `9.90` → 990; exact (no floating point), so ¥0.07 stays 7 fen. */
export function yuanToFen(text: string): number {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) throw new TradeBillFormatError(`not an amount: ${JSON.stringify(text)}`);
  const fen = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] ? -fen : fen;
}

export function parseTradeBill(csv: string): TradeBill {
  const lines = csv
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '');
  if (lines.length === 0) return { rows: [], count: 0 };
  const header = cellsOf(lines[0]!).map(field);
  const at = (name: string) => header.indexOf(name);
  const need = (name: string) => {
    const index = at(name);
    if (index < 0) throw new TradeBillFormatError(`the bill has no column ${name}`);
    return index;
  };
  const columns = {
    time: need('交易时间'),
    transactionId: need('微信订单号'),
    outTradeNo: need('商户订单号'),
    state: need('交易状态'),
    total: at('订单金额') >= 0 ? at('订单金额') : need('应结订单金额'),
    refundId: at('微信退款单号'),
    outRefundNo: at('商户退款单号'),
    refund: at('申请退款金额') >= 0 ? at('申请退款金额') : at('退款金额'),
    refundStatus: at('退款状态'),
  };
  const rows: BillRow[] = [];
  let count: number | null = null;
  for (let i = 1; i < lines.length; i += 1) {
    const cells = cellsOf(lines[i]!).map(field);
    if (cells[0] === '总交易单数') {
      const totals = lines[i + 1] === undefined ? undefined : cellsOf(lines[i + 1]!).map(field);
      count = totals ? Number(totals[0]) : null;
      break;
    }
    const optional = (index: number) => (index >= 0 && cells[index] && cells[index] !== '0' ? cells[index]! : null);
    rows.push({
      tradeTime: cells[columns.time]!,
      transactionId: cells[columns.transactionId]!,
      outTradeNo: cells[columns.outTradeNo]!,
      tradeState: cells[columns.state]!,
      totalFen: yuanToFen(cells[columns.total] ?? ''),
      outRefundNo: optional(columns.outRefundNo),
      refundId: optional(columns.refundId),
      refundFen: columns.refund >= 0 && cells[columns.refund] ? yuanToFen(cells[columns.refund]!) : 0,
      refundStatus: optional(columns.refundStatus),
    });
  }
  return { rows, count };
}

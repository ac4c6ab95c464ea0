/**
 * The claim codes file an operator downloads right after generating them (docs/decisions.md,
 * "Claim codes are exported once"): built in the browser from the generate call's answer, as the
 * server keeps only hashes. One code a line under a "code" header, with the event's slug, so a
 * printer's mail merge reads it; CRLF line ends and a BOM for spreadsheet programs.
 */
export function claimCodesCsv(event: string, codes: readonly string[]): string {
  return `\uFEFFevent,code\r\n${codes.map((code) => `${event},${code}`).join('\r\n')}\r\n`;
}

/** The file's name: the event and the moment, so two batches never overwrite each other. */
export function claimCodesFileName(event: string, at: Date): string {
  const stamp = at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return `claim-codes-${event}-${stamp}.csv`;
}

/** Hands a text file to the browser's downloads. */
export function downloadText(name: string, text: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** A session's attendance as a file: one live ticket a line, its check-in time or empty. */
export function attendanceCsv(rows: readonly { ticketCode: string; reservedAt: string; checkedInAt: string | null }[]): string {
  const lines = rows.map((r) => `${r.ticketCode},${r.reservedAt},${r.checkedInAt ?? ''}`);
  return `\uFEFFticket_code,reserved_at,checked_in_at\r\n${lines.map((l) => `${l}\r\n`).join('')}`;
}

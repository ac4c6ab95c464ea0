/**
 * The console's time fields are `datetime-local` inputs, in the operator's own time zone; the
 * server takes and answers ISO 8601 instants. The two conversions, once for every form.
 */

/** A `datetime-local` value as an ISO instant; null when empty or not a time. */
export function localToIso(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}

/** An ISO instant as a `datetime-local` value (to the minute); '' for none. */
export function isoToLocal(iso: string | null): string {
  if (!iso) return '';
  const at = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

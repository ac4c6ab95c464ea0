/**
 * Reads a claim out of a link: the venue QR (`/ClockIn?venue=<token>`), an NFC tag's SUN URL
 * (`/NFC?uid=…&ctr=…&cmac=…`, also on /howbottlenfc) or a printed card's QR (`?code=…`). The
 * scanner hands over a whole URL; a page hands over its own search string.
 */
import type { BadgeClaim } from '../api/badge-queries';

const VENUE = /^v1\.\d{1,10}\.\d{1,12}\.[A-Za-z0-9_-]{22}$/;
const HEX = (length: number) => new RegExp(`^[0-9A-Fa-f]{${length}}$`);

export function claimFromSearch(search: string | URLSearchParams): BadgeClaim | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const venue = params.get('venue');
  if (venue && VENUE.test(venue)) return { method: 'venue', token: venue };
  const [uid, ctr, cmac] = [params.get('uid'), params.get('ctr'), params.get('cmac')];
  if (uid && ctr && cmac && HEX(14).test(uid) && HEX(6).test(ctr) && HEX(16).test(cmac)) {
    return { method: 'nfc', uid, ctr, cmac };
  }
  const code = params.get('code');
  if (code && /^[A-Za-z0-9 -]{8,40}$/.test(code)) return { method: 'code', code };
  return null;
}

/** A scanned QR: only links to this app's own check-in pages count (a stranger's URL is not ours). */
export function claimFromScannedText(text: string, origin = window.location.origin): BadgeClaim | null {
  let url: URL;
  try {
    url = new URL(text.trim(), origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  return claimFromSearch(url.searchParams);
}

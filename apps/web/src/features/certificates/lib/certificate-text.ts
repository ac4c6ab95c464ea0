/** How a certificate's number, date and facts read, the same on every screen that shows them. */
import type { TFunction } from 'i18next';
import { APP_ROUTES, routePath, type CertificateView } from '@culture/protocol';

/** Public check codes: letters and digits (the protocol's certificateCodeParamsSchema). */
export const CERTIFICATE_CODE = /^[0-9A-Za-z]{8,40}$/;

/** "Pocket No. 7" for an adoption; "No. 7 of 1,000" for a numbered collectible. */
export function certificateSerialText(
  t: TFunction,
  certificate: Pick<CertificateView, 'kind' | 'serial' | 'of'>,
  locale: string,
) {
  const number = new Intl.NumberFormat(locale);
  if (certificate.kind === 'pocket-adoption')
    return t('certificates.serial.pocket', { serial: number.format(certificate.serial) });
  return certificate.of === null
    ? t('certificates.serial.open', { serial: number.format(certificate.serial) })
    : t('certificates.serial.of', { serial: number.format(certificate.serial), of: number.format(certificate.of) });
}

/** The day it was issued, in the reader's language. */
export function issuedDateText(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(iso));
}

/** The public verification page on this site (the server's `verify_url` may name another origin in development). */
export function verifyPageUrl(code: string): string {
  return new URL(routePath(APP_ROUTES.certificateVerify, { code }), window.location.origin).href;
}

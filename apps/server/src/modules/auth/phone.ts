/** Phone numbers: validated for their country with libphonenumber-js, kept as E.164 inside. */
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { PhonePayload } from '@culture/protocol';

/** E.164 (+8613800138000) of a valid number, or null when it is not a valid number for its country. */
export function toE164(phone: PhonePayload): string | null {
  const prefix = phone.country_prefix.replace(/^\+/, '');
  const national = phone.national_number.replace(/[\s-]/g, '');
  const parsed = parsePhoneNumberFromString(`+${prefix}${national}`);
  if (!parsed || !parsed.isValid()) return null;
  // The optional `number` field must agree with the parts when it is sent.
  if (phone.number) {
    const stated = parsePhoneNumberFromString(phone.number.startsWith('+') ? phone.number : `+${phone.number}`);
    if (stated && stated.number !== parsed.number) return null;
  }
  return parsed.number;
}

/** The canonical E.164 form of a number written in E.164 (+8613800138000), or null when invalid. */
export function parseE164(text: string): string | null {
  const parsed = parsePhoneNumberFromString(text);
  return parsed && parsed.isValid() ? parsed.number : null;
}

/** +86 138****8000: enough to recognise one's own number, not enough to reveal it. */
export function maskPhone(e164: string): string {
  const parsed = parsePhoneNumberFromString(e164);
  const prefix = parsed ? `+${parsed.countryCallingCode}` : '';
  const national = parsed ? String(parsed.nationalNumber) : e164.replace(/^\+/, '');
  if (national.length <= 4) return `${prefix} ${'*'.repeat(national.length)}`.trim();
  const head = national.slice(0, Math.min(3, national.length - 4));
  return `${prefix} ${head}${'*'.repeat(national.length - head.length - 4)}${national.slice(-4)}`.trim();
}

/** How a badge's serial and claim time read, the same on every screen that shows them. */
import type { TFunction } from 'i18next';

export function serialText(t: TFunction, badge: { serial: number; supply: number | null }): string {
  return badge.supply === null
    ? t('badges.serialOpen', { serial: badge.serial })
    : t('badges.serial', { serial: badge.serial, supply: badge.supply });
}

/** Date and time in the reader's language (the badge's own moment, not "3 days ago"). */
export function claimTimeText(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/**
 * The 15 love totems an adoption certificate names (docs/payments.md, "Certificates"): pocket n
 * carries totem ((n - 1) % 15) + 1. Shared by the grant that numbers the pocket and the presenter.
 */
import type { Locale } from '@culture/protocol';

type Named = Record<Locale, string>;

export const LOVE_TOTEMS: readonly Named[] = [
  { 'zh-CN': '并蒂莲', 'zh-TW': '並蒂蓮', 'en-US': 'Twin Lotus' },
  { 'zh-CN': '鸳鸯', 'zh-TW': '鴛鴦', 'en-US': 'Mandarin Ducks' },
  { 'zh-CN': '比翼鸟', 'zh-TW': '比翼鳥', 'en-US': 'Wing-to-Wing Birds' },
  { 'zh-CN': '连理枝', 'zh-TW': '連理枝', 'en-US': 'Intertwined Branches' },
  { 'zh-CN': '同心结', 'zh-TW': '同心結', 'en-US': 'Knot of One Heart' },
  { 'zh-CN': '喜鹊登梅', 'zh-TW': '喜鵲登梅', 'en-US': 'Magpies on Plum Blossom' },
  { 'zh-CN': '蝶恋花', 'zh-TW': '蝶戀花', 'en-US': 'Butterfly Loves Flower' },
  { 'zh-CN': '龙凤呈祥', 'zh-TW': '龍鳳呈祥', 'en-US': 'Dragon and Phoenix' },
  { 'zh-CN': '石榴多子', 'zh-TW': '石榴多子', 'en-US': 'Pomegranate of Plenty' },
  { 'zh-CN': '月下老人', 'zh-TW': '月下老人', 'en-US': 'Old Man under the Moon' },
  { 'zh-CN': '红豆相思', 'zh-TW': '紅豆相思', 'en-US': 'Red Beans of Longing' },
  { 'zh-CN': '双鱼', 'zh-TW': '雙魚', 'en-US': 'Twin Fish' },
  { 'zh-CN': '合欢花', 'zh-TW': '合歡花', 'en-US': 'Silk Tree Blossom' },
  { 'zh-CN': '鹊桥', 'zh-TW': '鵲橋', 'en-US': 'Magpie Bridge' },
  { 'zh-CN': '百年好合', 'zh-TW': '百年好合', 'en-US': 'A Hundred Years Together' },
];

/** The totem (1–15) of pocket number `serial`. */
export const totemOfSerial = (serial: number): number => ((serial - 1) % LOVE_TOTEMS.length) + 1;

/** totemOfSerial in SQL, for statements that number pockets themselves (commands/settle-statement.ts). */
export const totemSql = (serial: string): string => `((${serial} - 1) % ${LOVE_TOTEMS.length}) + 1`;

/** The totem's name in `locale`; null for a number outside 1–15. */
export function totemName(totem: number | null, locale: Locale): string | null {
  if (totem === null) return null;
  return LOVE_TOTEMS[totem - 1]?.[locale] ?? null;
}

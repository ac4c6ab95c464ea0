/**
 * The virtual world's demo data: three official exhibitions (the pocket embroidery, the
 * 13 Nuo masks, the lanterns), published, and the official dresses.
 *
 * Work texts come from the project pages' own cards (found by their picture), so the world and
 * the pages say the same thing in the same three languages. Exhibit pictures are the generated
 * WebP textures (apps/web/scripts/world). Exhibitions have fixed ids above 2^53 on purpose: the
 * spec's "custom parser" exists for ids like these, and a client that rounds them finds nothing.
 * Inserted when missing, never overwritten; dresses' colours and thumbnails follow the generated
 * manifest on every start (operators do not edit those).
 */
import type { PageContent } from '@culture/protocol';
import type { Database } from '../client.js';
import { vrDresses, vrExhibitions, type ExhibitWorkRow, type LocalizedText } from '../schema.js';
import { WORLD_ASSETS } from '../../lib/world-assets.generated.js';
import { pages } from './content/pages/index.js';

type TextureName = keyof typeof WORLD_ASSETS.textures;
const texture = (name: TextureName) => `/world/${WORLD_ASSETS.textures[name].file}`;

function pageOf(slug: string): PageContent {
  const page = pages.find((p) => p.slug === slug);
  if (!page) throw new Error(`seed: no page ${slug}`);
  return page;
}

/** The title and text of the card on `slug`'s page that shows `image`. */
function card(slug: string, image: string): { title: LocalizedText; body: LocalizedText } {
  for (const section of pageOf(slug).sections) {
    if (section.kind !== 'cards') continue;
    const item = section.items.find((i) => i.image === image && i.title && i.text);
    if (item) return { title: item.title!, body: item.text! };
  }
  throw new Error(`seed: no card with ${image} on ${slug}`);
}

const slot = (n: number) => `slot-${String(n).padStart(2, '0')}`;

function imageWork(n: number, page: string, source: string, picture: TextureName, link: string): ExhibitWorkRow {
  return { slot: slot(n), kind: 'image', ...card(page, `/images/pages/${source}`), image: texture(picture), video: null, link };
}

const NUO_MASKS = [
  'kaishan',
  'xianfeng',
  'zhongkui',
  'panguan',
  'leigong',
  'kuixing',
  'tudi',
  'nuogong',
  'nuomu',
  'gansheng',
  'qintong',
  'yaoniang',
  'xiaoheshang',
] as const;

export const POCKET_EXHIBITION_ID = 9007199254740993n;
export const NUO_EXHIBITION_ID = 9007199254740995n;
export const LANTERN_EXHIBITION_ID = 9007199254740997n;

export function demoExhibitions(): Array<typeof vrExhibitions.$inferInsert> {
  const nuoVideo = pageOf('nuo').sections.find((s) => s.kind === 'video');
  if (!nuoVideo || nuoVideo.kind !== 'video') throw new Error('seed: the nuo page has no video');
  return [
    {
      id: POCKET_EXHIBITION_ID,
      name: { 'zh-CN': '绣荷包展厅', 'zh-TW': '繡荷包展廳', 'en-US': 'The Embroidered Pocket Hall' },
      summary: pageOf('pocket').summary,
      cover: texture('pocket-hero'),
      templateId: 'hall',
      publishedAt: new Date('2026-03-01T00:00:00+08:00'),
      works: [
        {
          slot: slot(1),
          kind: 'image',
          title: {
            'zh-CN': '绣荷包 · 公益认养',
            'zh-TW': '繡荷包 · 公益認養',
            'en-US': 'Embroidered Pockets · Charity Adoption',
          },
          body: pageOf('pocket').summary,
          image: texture('pocket-hero'),
          video: null,
          link: '/pocket',
        },
        imageWork(2, 'pocket', 'pocket/adopt-hours.svg', 'pocket-hours', '/pocket'),
        imageWork(3, 'pocket', 'pocket/adopt-cardholder.svg', 'pocket-cardholder', '/pocket'),
        imageWork(4, 'pocket', 'pocket/metaverse-totems.svg', 'pocket-totems', '/pocket'),
        imageWork(5, 'pocket', 'pocket/crossover-shoes.svg', 'pocket-shoes', '/pocket'),
        imageWork(6, 'pocket', 'pocket/crossover-dress.svg', 'pocket-dress', '/pocket'),
        {
          slot: slot(13),
          kind: 'text',
          title: { 'zh-CN': '一针一线', 'zh-TW': '一針一線', 'en-US': 'Stitch by stitch' },
          body: {
            'zh-CN': '每只荷包约需 6 小时手工刺绣。展厅里的每一件作品，都来自乡村绣娘的手。',
            'zh-TW': '每個荷包約需 6 小時手工刺繡。展廳裡的每一件作品，都來自鄉村繡娘的手。',
            'en-US':
              'Each pocket takes about six hours of hand embroidery. Every piece in this hall comes from a rural embroiderer’s hands.',
          },
          image: null,
          video: null,
          link: '/pocket',
        },
      ],
    },
    {
      id: NUO_EXHIBITION_ID,
      name: { 'zh-CN': '十三傩面', 'zh-TW': '十三儺面', 'en-US': 'The 13 Nuo Masks' },
      summary: pageOf('nuo').summary,
      cover: texture('nuo-zhongkui'),
      templateId: 'hall',
      publishedAt: new Date('2026-03-02T00:00:00+08:00'),
      works: [
        ...NUO_MASKS.map((mask, i) => imageWork(i + 1, 'nuo', `nuo/${mask}.svg`, `nuo-${mask}`, '/nuo')),
        {
          slot: slot(14),
          kind: 'video',
          title: nuoVideo.title,
          body: nuoVideo.body ?? nuoVideo.title,
          image: texture('nuo-mv-poster'),
          video: nuoVideo.src,
          link: '/nuo',
        },
      ],
    },
    {
      id: LANTERN_EXHIBITION_ID,
      name: { 'zh-CN': '月下花灯', 'zh-TW': '月下花燈', 'en-US': 'Lanterns Under the Moon' },
      summary: pageOf('yuanxiao').summary,
      cover: texture('lantern-hero'),
      templateId: 'hall',
      publishedAt: new Date('2026-03-03T00:00:00+08:00'),
      works: [
        {
          slot: slot(1),
          kind: 'image',
          title: pageOf('yuanxiao').title,
          body: pageOf('yuanxiao').summary,
          image: texture('lantern-hero'),
          video: null,
          link: '/YuanXiao',
        },
        imageWork(2, 'yuanxiao', 'yuanxiao/badge.svg', 'lantern-badge', '/YuanXiao'),
        imageWork(3, 'yuanxiao', 'yuanxiao/benefit-world.svg', 'lantern-world', '/YuanXiao'),
        imageWork(4, 'yuanxiao', 'yuanxiao/benefit-collect.svg', 'lantern-collect', '/YuanXiao'),
        imageWork(5, 'joyful', 'joyful/lantern.svg', 'lantern-craft', '/YuanXiao'),
        {
          slot: slot(13),
          kind: 'text',
          title: { 'zh-CN': '提一盏灯', 'zh-TW': '提一盞燈', 'en-US': 'Carry a lantern' },
          body: {
            'zh-CN': '抬头看看展厅里的六盏红灯笼：在月下花灯会现场领取徽章，它会出现在你自己的展厅里。',
            'zh-TW': '抬頭看看展廳裡的六盞紅燈籠：在月下花燈會現場領取徽章，它會出現在你自己的展廳裡。',
            'en-US':
              'Look up at the six red lanterns in this hall. Claim the badge at Lanterns Under the Moon and it hangs in your own room.',
          },
          image: null,
          video: null,
          link: '/YuanXiao',
        },
      ],
    },
  ];
}

const DRESS_NAMES: Record<string, LocalizedText> = {
  'ink-blue': { 'zh-CN': '墨蓝长衫', 'zh-TW': '墨藍長衫', 'en-US': 'Ink-blue robe' },
  'pocket-embroidery': { 'zh-CN': '绣荷包红裳', 'zh-TW': '繡荷包紅裳', 'en-US': 'Embroidered red' },
  'nuo-mask': { 'zh-CN': '傩戏玄衣', 'zh-TW': '儺戲玄衣', 'en-US': 'Nuo black and gold' },
  'lantern-night': { 'zh-CN': '灯会橙袍', 'zh-TW': '燈會橙袍', 'en-US': 'Lantern-night orange' },
  jade: { 'zh-CN': '青玉', 'zh-TW': '青玉', 'en-US': 'Jade' },
};

export async function seedWorld(db: Database): Promise<{ exhibitions: number; dresses: number }> {
  const exhibitions = await db
    .insert(vrExhibitions)
    .values(demoExhibitions())
    .onConflictDoNothing({ target: vrExhibitions.id })
    .returning({ id: vrExhibitions.id });
  let dresses = 0;
  for (const [index, [id, generated]] of Object.entries(WORLD_ASSETS.dresses).entries()) {
    const name = DRESS_NAMES[id];
    if (!name) throw new Error(`seed: dress ${id} has no names`);
    const look = { thumbnail: `/world/${generated.thumbnail}`, colors: generated.colors };
    const rows = await db
      .insert(vrDresses)
      .values({ id, name, sortOrder: index, ...look })
      .onConflictDoUpdate({ target: vrDresses.id, set: look })
      .returning({ id: vrDresses.id });
    dresses += rows.length;
  }
  return { exhibitions: exhibitions.length, dresses };
}

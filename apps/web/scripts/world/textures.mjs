// Exhibit textures: the project's own artwork (public/images/pages/*.svg) rasterised for the world.
// Names are the logical keys exhibitions refer to (see the server's seed of official exhibitions).
const paper = '#f4efe6';
const night = '#1d1b2e';

const nuoMasks = [
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
];

export const EXHIBIT_TEXTURES = [
  ...nuoMasks.map((mask) => ({ name: `nuo-${mask}`, source: `nuo/${mask}.svg`, background: paper })),
  { name: 'nuo-mv-poster', source: 'nuo/mv-poster.svg', background: night },
  { name: 'pocket-hero', source: 'pocket/hero.svg', background: paper },
  { name: 'pocket-cardholder', source: 'pocket/adopt-cardholder.svg', background: paper },
  { name: 'pocket-hours', source: 'pocket/adopt-hours.svg', background: paper },
  { name: 'pocket-dress', source: 'pocket/crossover-dress.svg', background: paper },
  { name: 'pocket-shoes', source: 'pocket/crossover-shoes.svg', background: paper },
  { name: 'pocket-totems', source: 'pocket/metaverse-totems.svg', background: paper },
  { name: 'lantern-hero', source: 'yuanxiao/hero.svg', background: night },
  { name: 'lantern-badge', source: 'yuanxiao/badge.svg', background: night },
  { name: 'lantern-craft', source: 'joyful/lantern.svg', background: paper },
  { name: 'lantern-collect', source: 'yuanxiao/benefit-collect.svg', background: night },
  { name: 'lantern-world', source: 'yuanxiao/benefit-world.svg', background: night },
];

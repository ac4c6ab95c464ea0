// Official dresses: a colour per avatar part (see avatar.mjs). Names in three languages live with the
// server's seed (apps/server/src/db/seed/vr-dresses.ts); colours and thumbnails come from here
// through the generated manifest, so there is one source for each.
export const DRESSES = [
  { id: 'ink-blue', colors: { skin: '#f1c9a5', body: '#1f4e79', trim: '#d4a017', legs: '#2b2b2b', hat: '#a23b2a' } },
  { id: 'pocket-embroidery', colors: { skin: '#f1c9a5', body: '#b8323c', trim: '#f2c14e', legs: '#3b2a20', hat: null } },
  { id: 'nuo-mask', colors: { skin: '#e8b88f', body: '#2f2f2f', trim: '#c8102e', legs: '#1a1a1a', hat: '#d9a520' } },
  { id: 'lantern-night', colors: { skin: '#f3d2b5', body: '#f28c28', trim: '#7a1f1f', legs: '#42342a', hat: '#c0392b' } },
  { id: 'jade', colors: { skin: '#eac7a6', body: '#2e8b6e', trim: '#f4efe6', legs: '#24433a', hat: null } },
];

/** A flat front view of the avatar in the dress's colours: the dress picker's thumbnail. */
export function dressThumbnailSvg({ colors }) {
  const hat = colors.hat
    ? `<path d="M38 34 L64 8 L90 34 Z" fill="${colors.hat}"/><rect x="34" y="32" width="60" height="5" rx="2" fill="${colors.hat}"/>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 160" width="128" height="160">
<rect width="128" height="160" rx="16" fill="#f4efe6"/>
<rect x="50" y="108" width="10" height="42" rx="4" fill="${colors.legs}"/>
<rect x="68" y="108" width="10" height="42" rx="4" fill="${colors.legs}"/>
<path d="M48 62 L80 62 L98 122 L30 122 Z" fill="${colors.body}"/>
<rect x="29" y="116" width="70" height="7" rx="3" fill="${colors.trim}"/>
<rect x="40" y="88" width="48" height="6" rx="3" fill="${colors.trim}"/>
<rect x="34" y="64" width="9" height="40" rx="4" fill="${colors.body}"/>
<rect x="85" y="64" width="9" height="40" rx="4" fill="${colors.body}"/>
<circle cx="38" cy="107" r="5" fill="${colors.skin}"/><circle cx="90" cy="107" r="5" fill="${colors.skin}"/>
<ellipse cx="64" cy="46" rx="17" ry="19" fill="${colors.skin}"/>
<circle cx="58" cy="46" r="2.2" fill="${colors.trim}"/><circle cx="70" cy="46" r="2.2" fill="${colors.trim}"/>
${hat}
</svg>
`;
}

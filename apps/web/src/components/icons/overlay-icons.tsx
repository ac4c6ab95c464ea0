/**
 * Icons of the overlays that load on demand (the "open in your browser" screen). A file of their
 * own so they travel with those overlays instead of the first paint (icons.tsx ships in the entry).
 */
import { Svg, type IconProps } from './icons';

export const MoreIcon = (p: IconProps) => (
  <Svg width="20" height="20" fill="currentColor" stroke="none" {...p}>
    <circle cx="5" cy="12" r="2" />
    <circle cx="12" cy="12" r="2" />
    <circle cx="19" cy="12" r="2" />
  </Svg>
);
export const LinkIcon = (p: IconProps) => (
  <Svg width="18" height="18" {...p}>
    <path d="M10 14a4.5 4.5 0 0 0 6.4 0l3-3a4.5 4.5 0 0 0-6.4-6.4l-1 1" />
    <path d="M14 10a4.5 4.5 0 0 0-6.4 0l-3 3a4.5 4.5 0 0 0 6.4 6.4l1-1" />
  </Svg>
);
/** A hand-drawn arrow curving up to the top-right corner (where in-app browsers keep their ··· menu). */
export const PointerArrowIcon = (p: IconProps) => (
  <Svg width="88" height="88" viewBox="0 0 88 88" strokeWidth="3" {...p}>
    <path d="M10 80C18 46 40 24 76 12" strokeDasharray="2 7" />
    <path d="M58 8l19 4-9 17" />
  </Svg>
);

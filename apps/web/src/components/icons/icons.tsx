/** Inline SVG icons: no icon font or image request on first paint. */
import type { SVGProps } from 'react';

export type IconProps = SVGProps<SVGSVGElement>;

export function Svg(props: IconProps) {
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      {...props}
    />
  );
}

export const HomeIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M3 10.5 12 3l9 7.5" />
    <path d="M5.5 9v11h13V9" />
    <path d="M10 20v-5h4v5" />
  </Svg>
);
export const CertificateIcon = (p: IconProps) => (
  <Svg {...p}>
    <rect x="3" y="4" width="18" height="13" rx="2" />
    <path d="M7 9h10M7 12.5h6" />
    <path d="m15 17 1 4 2-1.5 2 1.5 1-4" />
  </Svg>
);
export const ProfitIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M12 3 4 7v5c0 4.5 3.4 8 8 9 4.6-1 8-4.5 8-9V7Z" />
    <path d="m9 10 3 3 3-3M12 13v4M9.5 15h5" />
  </Svg>
);
export const MedalIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M7 3h10l-3 6h-4Z" />
    <circle cx="12" cy="15" r="6" />
    <path d="m12 12 .9 1.9 2.1.3-1.5 1.4.4 2.1-1.9-1-1.9 1 .4-2.1L9 14.2l2.1-.3Z" />
  </Svg>
);
export const MineIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" />
  </Svg>
);
export const ArrowRightIcon = (p: IconProps) => (
  <Svg width="16" height="16" {...p}>
    <path d="m9 6 6 6-6 6" />
  </Svg>
);
export const BackIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="m15 5-7 7 7 7" />
  </Svg>
);
export const CloseIcon = (p: IconProps) => (
  <Svg width="18" height="18" {...p}>
    <path d="M6 6l12 12M18 6 6 18" />
  </Svg>
);
export const GlobeIcon = (p: IconProps) => (
  <Svg width="20" height="20" {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.7 3.7 5.7 3.7 9s-1.2 6.3-3.7 9c-2.5-2.7-3.7-5.7-3.7-9S9.5 5.7 12 3Z" />
  </Svg>
);
export const ChatIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M4 5.5A2.5 2.5 0 0 1 6.5 3h11A2.5 2.5 0 0 1 20 5.5v8a2.5 2.5 0 0 1-2.5 2.5H10l-4.5 4v-4h0A1.5 1.5 0 0 1 4 14.5Z" />
    <path d="M8 8.5h8M8 11.5h5" />
  </Svg>
);
export const SendIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M4 12 20 4l-4 16-4-6.5Z" />
    <path d="m12 13.5 8-9.5" />
  </Svg>
);

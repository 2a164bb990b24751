// The site's line icons, each once: a 24x24 stroked frame and the shapes inside it. Islands render it, and the
// .astro components render the same React component on the server (no client directive: markup only, no JS).
import type { ReactNode } from 'react';

const ICONS = {
  cart: (
    <>
      <path d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.8a2 2 0 0 0 2-1.6L21 8H6" />
      <circle cx="10" cy="20" r="1" />
      <circle cx="18" cy="20" r="1" />
    </>
  ),
  sweep: <path d="M3 6h18l-2 13H5L3 6zM8 6V4h8v2" />,
  bell: (
    <>
      <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </>
  ),
  menu: <path d="M4 6h16M4 12h16M4 18h16" />,
  filter: <path d="M3 5h18M6 12h12M10 19h4" />,
  chevronDown: <path d="m6 9 6 6 6-6" />,
  largeCards: <path d="M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z" />,
  smallCards: (
    <path d="M4 4h4v4H4zM10 4h4v4h-4zM16 4h4v4h-4zM4 10h4v4H4zM10 10h4v4h-4zM16 10h4v4h-4zM4 16h4v4H4zM10 16h4v4h-4zM16 16h4v4h-4z" />
  ),
} satisfies Record<string, ReactNode>;

export type IconName = keyof typeof ICONS;

export interface IconProps {
  readonly name: IconName;
  /** Width and height in px. */
  readonly size?: number;
  readonly strokeWidth?: number;
}

/** A decorative icon (hidden from assistive technology: its button or link carries the name). */
export default function Icon({ name, size = 16, strokeWidth = 2 }: IconProps) {
  return (
    <svg
      aria-hidden="true"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {ICONS[name]}
    </svg>
  );
}

import { useId } from "react";

/**
 * Our own Locus wordmark (not the contest's artwork): a point with two orbits — the place where a team meets — and
 * "LOCUS" set in heavy capitals. `title` names it for assistive technology (the page heading uses it).
 */
export function LocusLogo({ height = 48, title = "Locus" }: { height?: number; title?: string }) {
  const id = useId();
  const gradient = `${id}-g`;
  return (
    <svg
      className="locus-logo"
      height={height}
      viewBox="0 0 232 56"
      role="img"
      aria-label={title}
      focusable="false"
      preserveAspectRatio="xMinYMid meet"
    >
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#36d8a2" />
          <stop offset="1" stopColor="#428ae7" />
        </linearGradient>
      </defs>
      <g fill="none" stroke={`url(#${gradient})`} strokeWidth="3">
        <ellipse cx="28" cy="28" rx="24" ry="10" transform="rotate(-30 28 28)" />
        <ellipse cx="28" cy="28" rx="24" ry="10" transform="rotate(30 28 28)" />
      </g>
      <circle cx="28" cy="28" r="6.5" fill="#f3f1ea" />
      <circle cx="28" cy="28" r="3" fill="#1c1b17" />
      <text
        x="62"
        y="40"
        fill="#f3f1ea"
        fontFamily="Karla, system-ui, sans-serif"
        fontSize="34"
        fontWeight="800"
        letterSpacing="6"
      >
        LOCUS
      </text>
    </svg>
  );
}

import { tierName } from "../lib/ranks";

const TIER_COLORS: Record<number, [string, string]> = {
  1: ["#c98a4b", "#7a4a1f"],
  2: ["#d8dde3", "#7d8791"],
  3: ["#f5d04c", "#a37a08"],
  4: ["#9fe7f0", "#3f8fa6"],
  5: ["#f0718f", "#7d1d3a"],
};

/** A mission tier medal (bronze, silver, gold, platinum; unreal for 5): our own SVG. */
export function TierImage({ tier, size = 48 }: { tier: number; size?: number }) {
  const [light, dark] = TIER_COLORS[tier] ?? TIER_COLORS[1]!;
  const gradient = `tier-grad-${tier}`;
  return (
    <svg className="tier-image" width={size} height={size} viewBox="0 0 48 48" role="img" aria-label={`${tierName(tier)} tier`}>
      <title>{`${tierName(tier)} tier`}</title>
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={light} />
          <stop offset="1" stopColor={dark} />
        </linearGradient>
      </defs>
      <path d="M14 2h8l4 12h-8zM34 2h-8l-4 12h8z" fill={dark} opacity="0.85" />
      <circle cx="24" cy="30" r="15" fill={`url(#${gradient})`} stroke={dark} strokeWidth="2" />
      <path d="M24 21.5l2.6 5.3 5.8.8-4.2 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.2-4.1 5.8-.8z" fill="#fff" opacity="0.9" />
    </svg>
  );
}

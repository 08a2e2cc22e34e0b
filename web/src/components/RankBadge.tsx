import { rankInfo } from "../lib/ranks";

const CROWN_COLORS: Record<number, string> = {
  1: "#c98a4b",
  2: "#c9d0d6",
  3: "#f5d04c",
  4: "#7fd8e6",
  5: "#f0718f",
};

/** A crown in the rank's colour (nothing for unranked members). */
export function RankCrown({ rank, size = 22 }: { rank: number; size?: number }) {
  const info = rankInfo(rank);
  if (info.rank === 0) return null;
  const color = CROWN_COLORS[info.rank]!;
  return (
    <svg className="rank-crown" width={size} height={size} viewBox="0 0 24 24" role="img" aria-label={`${info.name} rank`}>
      <title>{`${info.name} rank`}</title>
      <path d="M3 8l4.5 4L12 5l4.5 7L21 8l-2 11H5z" fill={color} stroke="#1c1b17" strokeWidth="1" strokeLinejoin="round" />
      <rect x="5" y="19" width="14" height="2.5" rx="1" fill={color} />
    </svg>
  );
}

/** Crown + rank name. */
export function RankBadge({ rank }: { rank: number }) {
  const info = rankInfo(rank);
  return (
    <span className={`rank-badge rank-badge--${info.rank}`}>
      <RankCrown rank={rank} size={18} />
      {info.name}
    </span>
  );
}

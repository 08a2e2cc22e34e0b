import { Mode } from "../../core/enums";

/**
 * Deterministic osu! profile data for the offline provider: the same osu! id always has the same
 * global rank and pp, so the demo data, the stats job and tests agree without a network.
 */
export interface MockOsuStats {
  globalRank: number | null;
  pp: Record<Mode, number | null>;
  playmode: Mode;
}

function hash(n: number, salt: number): number {
  let x = (n ^ (salt * 0x9e3779b1)) >>> 0;
  x = Math.imul(x ^ (x >>> 16), 0x85ebca6b) >>> 0;
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35) >>> 0;
  return (x ^ (x >>> 16)) >>> 0;
}

const FIXED: Record<number, MockOsuStats> = {
  100: { globalRank: 8_412, playmode: Mode.osu, pp: { osu: 6120, taiko: 410, catch: null, mania: 95 } },
  101: { globalRank: 48_230, playmode: Mode.osu, pp: { osu: 2480, taiko: 120, catch: 300, mania: null } },
  102: { globalRank: 612_004, playmode: Mode.osu, pp: { osu: 140, taiko: null, catch: null, mania: null } },
};

export function mockOsuStats(osuId: number): MockOsuStats {
  if (FIXED[osuId]) return FIXED[osuId];
  const modes: Mode[] = [Mode.osu, Mode.taiko, Mode.catch, Mode.mania];
  const playmode = modes[hash(osuId, 1) % 10 < 6 ? 0 : hash(osuId, 2) % 4];
  const pp = {} as Record<Mode, number | null>;
  let best = 0;
  for (const [i, m] of modes.entries()) {
    const plays = m === playmode || hash(osuId, 10 + i) % 3 === 0;
    const value = plays ? Math.round((m === playmode ? 800 : 50) + (hash(osuId, 20 + i) % 7000)) : null;
    pp[m] = value;
    if (value && value > best) best = value;
  }
  // Rough inverse relation between pp and rank.
  const globalRank = best ? Math.max(50, Math.round(2_000_000 / Math.pow(best / 100, 1.6)) + (hash(osuId, 3) % 500)) : null;
  return { globalRank, pp, playmode };
}

export function mockUsername(osuId: number): string {
  return `Mapper${osuId}`;
}

import { arrangeMissionMaps, visibleMaps } from "./mission-maps";

const map = (id: string, host: string, day: number, isLame = false) => ({
  id,
  host: { id: host },
  createdAt: `2025-03-${String(day).padStart(2, "0")}T00:00:00Z`,
  isLame,
});

describe("arrangeMissionMaps", () => {
  it("sorts by createdAt, labels winners / lame winners / invalid maps, dims a winning host's other maps", () => {
    const maps = [map("3", "h1", 9), map("1", "h1", 2), map("2", "h2", 5, true), map("4", "h3", 7), map("5", "h4", 8)];
    const out = arrangeMissionMaps(maps, ["1", "2"], ["5"]);
    expect(out.map((x) => x.map.id)).toEqual(["1", "2", "4", "5", "3"]);
    expect(out.map((x) => x.labels)).toEqual([["(winner)"], ["(winner but really lame)"], [], ["(invalid)"], []]);
    expect(out.map((x) => x.dimmed)).toEqual([false, false, false, false, true]);
  });
});

describe("visibleMaps", () => {
  const items = Array.from({ length: 25 }, (_, i) => i);
  it("shows 20 with a toggle when there are 20 or more", () => {
    expect(visibleMaps(items, false)).toEqual({ shown: items.slice(0, 20), toggle: true });
    expect(visibleMaps(items, true).shown).toHaveLength(25);
    expect(visibleMaps(items.slice(0, 20), false).toggle).toBe(true);
    expect(visibleMaps(items.slice(0, 19), false)).toEqual({ shown: items.slice(0, 19), toggle: false });
  });
});

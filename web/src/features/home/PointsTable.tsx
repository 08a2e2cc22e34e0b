import { TIER_NAMES } from "../../lib/ranks";

interface Row {
  task: string;
  points: string;
  note?: string;
}

const MAPPING: Row[] = [
  { task: "Easy difficulty", points: "5" },
  { task: "Normal difficulty", points: "6" },
  { task: "Hard difficulty", points: "7" },
  { task: "Insane difficulty", points: "8" },
  { task: "Expert difficulty", points: "8" },
  { task: "Hitsounds", points: "2", note: "scales with the map's length" },
  { task: "Storyboard", points: "10" },
  { task: "Creating a skin", points: "5" },
  { task: "Hosting a mapset", points: "3" },
  { task: "Modding a mapset", points: "1", note: "BN nominations scale with length" },
];

const QUESTS: Row[] = [
  ...[1, 2, 3, 4].map((tier, i) => ({
    task: `Winning a ${TIER_NAMES[tier]!.toLowerCase()} priority quest`,
    points: String([7, 10, 13, 20][i]),
  })),
  { task: "Priority quest winning map", points: "+2", note: "per difficulty" },
  { task: "Completing a quest", points: "7" },
  {
    task: "Quest map ranked on time",
    points: "+2",
    note: "per difficulty; ranked late: +1.5 (0-20 days), +1 (21-40 days), +0.5 (over 40 days)",
  },
];

const CONTESTS: Row[] = [
  { task: "Organizing a contest", points: "5" },
  { task: "Entering a contest", points: "3" },
  { task: "Screening a contest", points: "1" },
  { task: "Judging a contest", points: "1" },
];

function Group({ caption, rows }: { caption: string; rows: Row[] }) {
  return (
    <table className="points-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Task</th>
          <th scope="col" className="num">
            Points
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.task}>
            <th scope="row">
              {r.task}
              {r.note && <span className="points-table__note">{r.note}</span>}
            </th>
            <td className="num">{r.points}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** How points are earned (brief §9). Points are awarded once a map is Ranked. */
export function PointsTable() {
  return (
    <div className="points-tables">
      <Group caption="Mapping and modding" rows={MAPPING} />
      <Group caption="Quests and priority quests" rows={QUESTS} />
      <Group caption="Contests" rows={CONTESTS} />
    </div>
  );
}

import {
  BASE_TASK_POINTS as TASK,
  CONTEST_CREATOR_POINTS,
  CONTEST_JUDGE_POINTS,
  CONTEST_PARTICIPANT_POINTS,
  CONTEST_SCREENER_POINTS,
  DIFFICULTY_BONUS,
  HOST_POINTS_PER_MAP,
  MISSION_TIERS,
  missionTierPoints,
  MOD_POINTS_PER_MAP,
  QUEST_LATE_BONUS,
  QUEST_REWARD,
  tierName,
} from "@mg/rules";

interface Row {
  task: string;
  points: string;
  note?: string;
}

// Every value comes from @mg/rules (packages/rules), the table the server's points engine computes with.
const MAPPING: Row[] = [
  { task: "Easy difficulty", points: String(TASK.Easy) },
  { task: "Normal difficulty", points: String(TASK.Normal) },
  { task: "Hard difficulty", points: String(TASK.Hard) },
  { task: "Insane difficulty", points: String(TASK.Insane) },
  { task: "Expert difficulty", points: String(TASK.Expert) },
  { task: "Hitsounds", points: String(TASK.Hitsounds), note: "scales with the map's length" },
  { task: "Storyboard", points: String(TASK.Storyboard) },
  { task: "Creating a skin", points: String(TASK.Skin) },
  { task: "Hosting a mapset", points: String(HOST_POINTS_PER_MAP) },
  { task: "Modding a mapset", points: String(MOD_POINTS_PER_MAP), note: "BN nominations scale with length" },
];

const [late20, late40, lateMore] = QUEST_LATE_BONUS;
const QUESTS: Row[] = [
  ...MISSION_TIERS.map((tier) => ({
    task: `Winning a ${tierName(tier).toLowerCase()} priority quest`,
    points: String(missionTierPoints(tier)),
  })),
  { task: "Priority quest winning map", points: `+${DIFFICULTY_BONUS}`, note: "per difficulty" },
  { task: "Completing a quest", points: String(QUEST_REWARD) },
  {
    task: "Quest map ranked on time",
    points: `+${DIFFICULTY_BONUS}`,
    note:
      `per difficulty; ranked late: +${late20.bonus} (0-${late20.lateBy} days), ` +
      `+${late40.bonus} (${late20.lateBy + 1}-${late40.lateBy} days), +${lateMore.bonus} (over ${late40.lateBy} days)`,
  },
];

const CONTESTS: Row[] = [
  { task: "Organizing a contest", points: String(CONTEST_CREATOR_POINTS) },
  { task: "Entering a contest", points: String(CONTEST_PARTICIPANT_POINTS) },
  { task: "Screening a contest", points: String(CONTEST_SCREENER_POINTS) },
  { task: "Judging a contest", points: String(CONTEST_JUDGE_POINTS) },
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

/** How points are earned (docs/domain.md#points-ranks-and-badges). Points are awarded once a map is Ranked. */
export function PointsTable() {
  return (
    <div className="points-tables">
      <Group caption="Mapping and modding" rows={MAPPING} />
      <Group caption="Quests and priority quests" rows={QUESTS} />
      <Group caption="Contests" rows={CONTESTS} />
    </div>
  );
}

// Over 400 lines on purpose: the table tests of the mapset rules (creation, task availability, statuses, the permission
// matrix), which share the viewer and mapset builders at the top.
import { BeatmapMode, BeatmapStatus, Mode, TaskMode, TaskName, TaskStatus } from "../../core/enums";
import {
  addTaskForProblem,
  addTaskProblem,
  BEATMAP_MSG,
  collaboratorProblem,
  collaboratorRemovalProblem,
  compareTasks,
  createProblem,
  doneProblem,
  frozenProblem,
  hostStatusProblem,
  mapEditProblem,
  modderProblem,
  modeProblem,
  newCollaboratorProblem,
  nominatorProblem,
  normalizeLocks,
  parseTaskName,
  retaskModes,
  taskEditProblem,
  taskStatusProblem,
  taskModeFor,
  withLock,
  withoutLock,
  type MapFacts,
  type TaskFacts,
  type ViewerFacts,
  isNominatorGroup,
} from "./beatmaps.rules";

const HOST: ViewerFacts = { id: 1, isAdmin: false };
const MAPPER: ViewerFacts = { id: 2, isAdmin: false };
const OTHER: ViewerFacts = { id: 3, isAdmin: false };
const ADMIN: ViewerFacts = { id: 9, isAdmin: true };

const task = (
  id: number,
  name: TaskName,
  mapperIds: number[],
  mode: TaskMode = TaskMode.osu,
  status = TaskStatus.WIP,
): TaskFacts => ({ id, name, mode, status, mapperIds });

function map(over: Partial<MapFacts> = {}): MapFacts {
  return {
    hostId: HOST.id,
    status: BeatmapStatus.WIP,
    mode: BeatmapMode.osu,
    tasksLocked: [],
    tasks: [task(10, TaskName.Easy, [HOST.id]), task(11, TaskName.Insane, [MAPPER.id])],
    quest: null,
    missionModes: null,
    ...over,
  };
}

const msg = (p: { message: string } | null) => p?.message ?? null;

describe("creation validation", () => {
  const diff = (name: TaskName, mode?: string) => ({ name, mode });
  test.each([
    ["a song and one difficulty", { songId: 1, mode: BeatmapMode.osu, tasks: [diff(TaskName.Normal)] }, null],
    ["no song", { songId: 0, mode: BeatmapMode.osu, tasks: [diff(TaskName.Normal)] }, "Missing song!"],
    ["no tasks", { songId: 1, mode: BeatmapMode.osu, tasks: [] }, "Select at least one difficulty to map!"],
    [
      "only extras",
      { songId: 1, mode: BeatmapMode.osu, tasks: [diff(TaskName.Hitsounds), diff(TaskName.Storyboard)] },
      "Select at least one difficulty to map!",
    ],
    [
      "hitsounds on taiko",
      { songId: 1, mode: BeatmapMode.taiko, tasks: [diff(TaskName.Hard), diff(TaskName.Hitsounds)] },
      '"Hitsounds" are not applicable to osu!taiko',
    ],
    [
      "two storyboards (a fix, see README.md)",
      { songId: 1, mode: BeatmapMode.osu, tasks: [diff(TaskName.Hard), diff(TaskName.Storyboard), diff(TaskName.Storyboard)] },
      'Only one "Storyboard" task allowed',
    ],
    [
      "two hitsounds",
      { songId: 1, mode: BeatmapMode.osu, tasks: [diff(TaskName.Hard), diff(TaskName.Hitsounds), diff(TaskName.Hitsounds)] },
      'Only one "Hitsounds" task allowed',
    ],
    [
      "two skins",
      { songId: 1, mode: BeatmapMode.catch, tasks: [diff(TaskName.Hard), diff(TaskName.Skin), diff(TaskName.Skin)] },
      'Only one "Skin" task allowed',
    ],
    ["two Insanes are fine", { songId: 1, mode: BeatmapMode.osu, tasks: [diff(TaskName.Insane), diff(TaskName.Insane)] }, null],
    [
      "hybrid with modes",
      { songId: 1, mode: BeatmapMode.hybrid, tasks: [diff(TaskName.Hard, "taiko"), diff(TaskName.Insane, "mania")] },
      null,
    ],
    [
      "hybrid without a mode",
      { songId: 1, mode: BeatmapMode.hybrid, tasks: [diff(TaskName.Hard)] },
      "Select a mode for each difficulty!",
    ],
    [
      "hybrid with a non-game mode",
      { songId: 1, mode: BeatmapMode.hybrid, tasks: [diff(TaskName.Hard, "sb")] },
      "Select a mode for each difficulty!",
    ],
    [
      "51 tasks",
      { songId: 1, mode: BeatmapMode.osu, tasks: Array.from({ length: 51 }, () => diff(TaskName.Hard)) },
      "This mapset has too many difficulties!",
    ],
  ])("%s", (_n, input, expected) => {
    expect(msg(createProblem(input as never))).toBe(expected);
  });

  test.each([
    [TaskName.Storyboard, BeatmapMode.osu, null, TaskMode.sb],
    [TaskName.Hitsounds, BeatmapMode.catch, null, TaskMode.hs],
    [TaskName.Skin, BeatmapMode.mania, null, TaskMode.skin],
    [TaskName.Skin, BeatmapMode.hybrid, "osu", TaskMode.skin],
    [TaskName.Hard, BeatmapMode.taiko, "mania", TaskMode.taiko],
    [TaskName.Hard, BeatmapMode.hybrid, "catch", TaskMode.catch],
    [TaskName.Hard, BeatmapMode.hybrid, null, null],
  ])("task mode of %s on a %s map (requested %s) = %s", (name, mode, requested, expected) => {
    expect(taskModeFor(name, mode, requested)).toBe(expected);
  });

  test("initial locks are real task names, deduplicated, in canonical order", () => {
    expect(normalizeLocks([TaskName.Expert, TaskName.Easy, TaskName.Expert])).toEqual([TaskName.Easy, TaskName.Expert]);
    expect(withLock([TaskName.Hard], TaskName.Hard)).toEqual([TaskName.Hard]);
    expect(withLock([TaskName.Hard], TaskName.Easy)).toEqual([TaskName.Easy, TaskName.Hard]);
    expect(withoutLock([TaskName.Hard, TaskName.Easy], TaskName.Hard)).toEqual([TaskName.Easy]);
    expect(parseTaskName("Insane")).toBe(TaskName.Insane);
    expect(parseTaskName("insane")).toBeNull();
    expect(parseTaskName(undefined)).toBeNull();
  });

  test("display order: canonical names, then modes osu, taiko, catch, mania, hs, sb, skin, then id", () => {
    const tasks = [
      task(5, TaskName.Skin, [], TaskMode.skin),
      task(4, TaskName.Hard, [], TaskMode.mania),
      task(3, TaskName.Hard, [], TaskMode.osu),
      task(2, TaskName.Easy, [], TaskMode.taiko),
      task(1, TaskName.Hard, [], TaskMode.osu),
    ];
    expect([...tasks].sort(compareTasks).map((t) => t.id)).toEqual([2, 1, 3, 4, 5]);
  });
});

describe("add-task availability (in the original's order; admins skip it)", () => {
  const quest = { modes: [Mode.osu], partyMemberIds: [HOST.id, MAPPER.id] };
  test.each<[string, MapFacts, Parameters<typeof addTaskProblem>[1], string | null]>([
    ["a free Hard for yourself", map(), { name: TaskName.Hard, mode: TaskMode.osu, userId: OTHER.id, requester: OTHER }, null],
    [
      "a second Storyboard",
      map({ tasks: [task(1, TaskName.Storyboard, [1], TaskMode.sb)] }),
      { name: TaskName.Storyboard, mode: TaskMode.sb, userId: 3, requester: OTHER },
      'Only one "Storyboard" task is allowed',
    ],
    [
      "a second Hitsounds",
      map({ tasks: [task(1, TaskName.Hitsounds, [1], TaskMode.hs)] }),
      { name: TaskName.Hitsounds, mode: TaskMode.hs, userId: 3, requester: OTHER },
      'Only one "Hitsounds" task is allowed',
    ],
    [
      "a second Skin",
      map({ tasks: [task(1, TaskName.Skin, [1], TaskMode.skin)] }),
      { name: TaskName.Skin, mode: TaskMode.skin, userId: 3, requester: OTHER },
      'Only one "Skin" task is allowed',
    ],
    [
      "on a Done map",
      map({ status: BeatmapStatus.Done }),
      { name: TaskName.Hard, mode: TaskMode.osu, userId: 3, requester: OTHER },
      "Mapset already marked as done",
    ],
    [
      "on a Qualified map",
      map({ status: BeatmapStatus.Qualified }),
      { name: TaskName.Hard, mode: TaskMode.osu, userId: 3, requester: OTHER },
      "Mapset already marked as qualified",
    ],
    [
      "on a Ranked map",
      map({ status: BeatmapStatus.Ranked }),
      { name: TaskName.Hard, mode: TaskMode.osu, userId: 3, requester: OTHER },
      "Mapset already marked as ranked",
    ],
    [
      "hitsounds on a taiko map",
      map({ mode: BeatmapMode.taiko }),
      { name: TaskName.Hitsounds, mode: TaskMode.hs, userId: 3, requester: OTHER },
      '"Hitsounds" are not applicable to osu!taiko',
    ],
    [
      "quest map, not in the party",
      map({ quest }),
      { name: TaskName.Hard, mode: TaskMode.osu, userId: OTHER.id, requester: OTHER },
      "This mapset is part of a quest, so only members of the quest's current party can add difficulties!",
    ],
    [
      "quest map, party member, wrong mode",
      map({ quest, mode: BeatmapMode.hybrid }),
      { name: TaskName.Hard, mode: TaskMode.taiko, userId: MAPPER.id, requester: MAPPER },
      "The selected quest doesn't support beatmaps of this mode!",
    ],
    [
      "quest map, party member, right mode",
      map({ quest }),
      { name: TaskName.Hard, mode: TaskMode.osu, userId: MAPPER.id, requester: MAPPER },
      null,
    ],
    [
      "quest map, extras are exempt",
      map({ quest }),
      { name: TaskName.Storyboard, mode: TaskMode.sb, userId: OTHER.id, requester: OTHER },
      null,
    ],
    [
      "50 tasks already",
      map({ tasks: Array.from({ length: 50 }, (_, i) => task(i, TaskName.Hard, [1])) }),
      { name: TaskName.Expert, mode: TaskMode.osu, userId: 3, requester: OTHER },
      "This mapset has too many difficulties!",
    ],
    [
      "a locked name, not the host",
      map({ tasksLocked: [TaskName.Expert] }),
      { name: TaskName.Expert, mode: TaskMode.osu, userId: 3, requester: OTHER },
      "This task is locked by the mapset host!",
    ],
    [
      "a locked name, the host",
      map({ tasksLocked: [TaskName.Expert] }),
      { name: TaskName.Expert, mode: TaskMode.osu, userId: 1, requester: HOST },
      null,
    ],
    [
      "admins skip every check",
      map({ status: BeatmapStatus.Done, tasksLocked: [TaskName.Expert] }),
      { name: TaskName.Expert, mode: TaskMode.osu, userId: 3, requester: ADMIN },
      null,
    ],
  ])("%s", (_n, facts, req, expected) => {
    expect(msg(addTaskProblem(facts, req))).toBe(expected);
  });
});

describe("Done requirements and the host's statuses", () => {
  test.each<[string, BeatmapMode, TaskName[], string | null]>([
    ["empty", BeatmapMode.osu, [], "You can't mark an empty mapset as complete!"],
    ["extras only", BeatmapMode.mania, [TaskName.Storyboard], "You can't mark a mapset without difficulties as complete!"],
    ["osu without hitsounds", BeatmapMode.osu, [TaskName.Hard], "Your mapset needs hitsounds!"],
    ["catch without hitsounds", BeatmapMode.catch, [TaskName.Hard], "Your mapset needs hitsounds!"],
    ["osu with hitsounds", BeatmapMode.osu, [TaskName.Hard, TaskName.Hitsounds], null],
    ["taiko needs none", BeatmapMode.taiko, [TaskName.Hard], null],
    ["mania needs none", BeatmapMode.mania, [TaskName.Hard], null],
    ["hybrid needs none", BeatmapMode.hybrid, [TaskName.Hard], null],
  ])("%s", (_n, mode, names, expected) => {
    expect(
      msg(
        doneProblem(
          mode,
          names.map((name) => ({ name })),
        ),
      ),
    ).toBe(expected);
  });

  const ready = map({ tasks: [task(1, TaskName.Hard, [1]), task(2, TaskName.Hitsounds, [1], TaskMode.hs)] });
  test.each<[string, MapFacts, BeatmapStatus, string | null]>([
    ["WIP → Done", ready, BeatmapStatus.Done, null],
    ["Done → WIP", { ...ready, status: BeatmapStatus.Done }, BeatmapStatus.WIP, null],
    ["the host cannot set Qualified (a fix, see README.md)", ready, BeatmapStatus.Qualified, "Invalid status"],
    ["the host cannot set Ranked (a fix, see README.md)", ready, BeatmapStatus.Ranked, "Invalid status"],
    [
      "a Qualified map stays Qualified",
      { ...ready, status: BeatmapStatus.Qualified },
      BeatmapStatus.WIP,
      "Mapset already marked as qualified",
    ],
    ["Done without hitsounds", map(), BeatmapStatus.Done, "Your mapset needs hitsounds!"],
  ])("%s", (_n, facts, status, expected) => {
    expect(msg(hostStatusProblem(facts, status))).toBe(expected);
  });
});

describe("mode changes", () => {
  test.each<[string, MapFacts, BeatmapMode, string | null]>([
    ["osu → mania", map(), BeatmapMode.mania, null],
    [
      "to taiko with hitsounds",
      map({ tasks: [task(1, TaskName.Hitsounds, [1], TaskMode.hs)] }),
      BeatmapMode.taiko,
      '"Hitsounds" are not applicable to osu!taiko',
    ],
    [
      "a quest of another mode",
      map({ quest: { modes: [Mode.osu], partyMemberIds: [] } }),
      BeatmapMode.catch,
      "The selected quest doesn't support beatmaps of this mode!",
    ],
    ["hybrid is always allowed by a quest", map({ quest: { modes: [Mode.osu], partyMemberIds: [] } }), BeatmapMode.hybrid, null],
    ["a mission of another mode", map({ missionModes: [Mode.taiko] }), BeatmapMode.osu, "Mode not allowed for this quest"],
  ])("%s", (_n, facts, mode, expected) => {
    expect(msg(modeProblem(facts, mode))).toBe(expected);
  });

  test("difficulties follow the new mode; hitsounds, storyboard and skin keep theirs (a fix, see README.md)", () => {
    const tasks = [
      task(1, TaskName.Hard, [], TaskMode.osu),
      task(2, TaskName.Hitsounds, [], TaskMode.hs),
      task(3, TaskName.Storyboard, [], TaskMode.sb),
      task(4, TaskName.Skin, [], TaskMode.skin),
    ];
    expect(retaskModes(tasks, BeatmapMode.mania)).toEqual([TaskMode.mania, TaskMode.hs, TaskMode.sb, TaskMode.skin]);
    expect(retaskModes([task(1, TaskName.Hard, [], TaskMode.taiko)], BeatmapMode.hybrid)).toEqual([TaskMode.taiko]);
  });
});

describe("permission matrix", () => {
  const t = task(11, TaskName.Insane, [MAPPER.id]);
  const ranked = map({ status: BeatmapStatus.Ranked });
  type Row = [string, ViewerFacts, (v: ViewerFacts) => { code: string } | null, string | null];
  const viewers: [string, ViewerFacts][] = [
    ["host", HOST],
    ["mapper", MAPPER],
    ["other", OTHER],
    ["admin", ADMIN],
  ];
  const rules: [string, (v: ViewerFacts) => { code: string } | null, Record<string, string | null>][] = [
    ["map edit (WIP)", (v) => mapEditProblem(v, map()), { host: null, mapper: "FORBIDDEN", other: "FORBIDDEN", admin: null }],
    [
      "map edit (Ranked)",
      (v) => mapEditProblem(v, ranked),
      { host: "FORBIDDEN", mapper: "FORBIDDEN", other: "FORBIDDEN", admin: null },
    ],
    ["task edit (WIP)", (v) => taskEditProblem(v, map(), t), { host: null, mapper: null, other: "FORBIDDEN", admin: null }],
    [
      "task edit (Ranked)",
      (v) => taskEditProblem(v, ranked, t),
      { host: "FORBIDDEN", mapper: "FORBIDDEN", other: "FORBIDDEN", admin: null },
    ],
    [
      "add collaborator (WIP)",
      (v) => collaboratorProblem(v, map(), t, true),
      { host: null, mapper: null, other: "FORBIDDEN", admin: null },
    ],
    [
      "add collaborator (Done)",
      (v) => collaboratorProblem(v, map({ status: BeatmapStatus.Done }), t, true),
      { host: "CONFLICT", mapper: "CONFLICT", other: "FORBIDDEN", admin: null },
    ],
    [
      "remove collaborator (Done)",
      (v) => collaboratorProblem(v, map({ status: BeatmapStatus.Done }), t, false),
      { host: null, mapper: null, other: "FORBIDDEN", admin: null },
    ],
    [
      "add a task for someone else",
      (v) => addTaskForProblem(v, map(), 42),
      { host: null, mapper: "FORBIDDEN", other: "FORBIDDEN", admin: null },
    ],
    ["add a task for yourself", (v) => addTaskForProblem(v, map(), v.id), { host: null, mapper: null, other: null, admin: null }],
    [
      "frozen (Ranked)",
      (v) => frozenProblem(v, ranked),
      { host: "FORBIDDEN", mapper: "FORBIDDEN", other: "FORBIDDEN", admin: null },
    ],
    ["modder (add)", (v) => modderProblem(v, map(), true), { host: "FORBIDDEN", mapper: null, other: null, admin: null }],
    [
      "nominator (add)",
      (v) => nominatorProblem(v, map(), 0, true),
      { host: "FORBIDDEN", mapper: "FORBIDDEN", other: null, admin: null },
    ],
  ];
  const table: Row[] = rules.flatMap(([name, rule, expected]) =>
    viewers.map(([vn, v]) => [`${name} as ${vn}`, v, rule, expected[vn]] as Row),
  );
  test.each(table)("%s", (_n, v, rule, expected) => {
    expect(rule(v)?.code ?? null).toBe(expected);
  });

  test("nominators: at most two, never on a Ranked map, removal always possible before ranking", () => {
    expect(msg(nominatorProblem(OTHER, map(), 2, true))).toBe("This mapset already has two Beatmap Nominators!");
    expect(msg(nominatorProblem(OTHER, map(), 2, false))).toBeNull();
    expect(msg(nominatorProblem(OTHER, map({ status: BeatmapStatus.Ranked }), 1, false))).toBe("Mapset ranked");
    expect(msg(nominatorProblem(MAPPER, map(), 0, true))).toBe("You can't nominate a mapset you've done a task for!");
    expect(msg(modderProblem(OTHER, map({ status: BeatmapStatus.Ranked }), true))).toBe("Mapset ranked");
    expect(msg(modderProblem(HOST, map(), true))).toBe("You can't mod your own mapset!");
    expect(msg(modderProblem(HOST, map(), false))).toBeNull();
  });

  test.each([
    [[28], true],
    [[7], true],
    [[32], true],
    [[4, 28], true],
    [[], false],
    [[4, 16], false],
  ])("osu! groups %j → nominator %s", (groups, expected) => {
    expect(isNominatorGroup(groups)).toBe(expected);
  });
});

describe("collaborators and task statuses", () => {
  const solo = task(21, TaskName.Hard, [MAPPER.id]);
  const collab = task(22, TaskName.Insane, [MAPPER.id, OTHER.id]);

  test.each([
    ["a new collaborator", solo, OTHER.id, null],
    ["someone already mapping the task", solo, MAPPER.id, "CONFLICT"],
  ] as const)("adding %s → %s", (_label, t, userId, code) => {
    expect(newCollaboratorProblem(t, userId)?.code ?? null).toBe(code);
  });

  test.each([
    ["one of two mappers", collab, OTHER.id, null],
    ["someone not mapping the task", collab, HOST.id, BEATMAP_MSG.notOnTask],
    ["the last mapper", solo, MAPPER.id, BEATMAP_MSG.lastMapper],
  ] as const)("removing %s → %s", (_label, t, userId, message) => {
    expect(collaboratorRemovalProblem(t, userId)?.message ?? null).toBe(message);
  });

  test.each([
    [MAPPER, BeatmapStatus.WIP, TaskStatus.WIP, null],
    [MAPPER, BeatmapStatus.WIP, TaskStatus.Done, null],
    [MAPPER, BeatmapStatus.Done, TaskStatus.Done, null],
    [MAPPER, BeatmapStatus.Done, TaskStatus.WIP, "CONFLICT"],
    [HOST, BeatmapStatus.Qualified, TaskStatus.WIP, "CONFLICT"],
    [ADMIN, BeatmapStatus.Done, TaskStatus.WIP, null],
  ] as const)("viewer %j on a %s mapset sets a task %s → %s", (viewer, mapStatus, status, code) => {
    expect(taskStatusProblem(viewer, map({ status: mapStatus }), status)?.code ?? null).toBe(code);
  });
});

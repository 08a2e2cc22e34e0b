/**
 * Mentorship demo data (api/src/modules/mentorship/README.md): five ended public cycles and a running one that is not
 * public yet; mentors, extra mentors and mentees across mapping, modding, graduation and storyboarding, some skipping
 * phases. DemoMentor (osu! id 104) mentors osu! in every cycle, so they have a year of tenure and, holding no badge
 * yet, sit in the tenure badge queue next to a member whose badge is ahead of their tenure.
 */
import { MentorshipBadge, MentorshipCycle, MentorshipRecord } from "../../modules/mentorship/mentorship.entity";
import { MentorshipGroup, MentorshipMode } from "../../modules/mentorship/mentorship.enums";
import type { EntityManager } from "typeorm";
import type { Rng } from "./random";

/** The part of areas.ts's AreaSeedContext this seeder reads (declared here: areas.ts imports this file). */
interface SeedContext {
  m: EntityManager;
  rng: Rng;
  days: (n: number) => Date;
  userIds: number[];
  demoUser: (osuId: number) => number;
}

const CYCLE_NAMES = ["Spring Sprouts", "Summer Heat", "Autumn Leaves", "Winter Frost", "New Year Bloom", "Starlight"];

/** Mentors per mode in each cycle. */
const LAYOUT: [MentorshipMode, number][] = [
  [MentorshipMode.osu, 3],
  [MentorshipMode.taiko, 2],
  [MentorshipMode.catch, 1],
  [MentorshipMode.mania, 2],
  [MentorshipMode.osuModding, 1],
  [MentorshipMode.maniaModding, 1],
  [MentorshipMode.osuGraduation, 1],
  [MentorshipMode.storyboard, 1],
];

export const mentorshipSeeder = {
  name: "mentorship",
  async seed({ m, rng, days, userIds, demoUser }: SeedContext): Promise<Record<string, number>> {
    const mentor = demoUser(104);
    const pool = userIds.slice(8);
    const cycles: MentorshipCycle[] = [];
    // Cycles of 84 days back to back; the last one started 30 days ago.
    for (let i = 0; i < CYCLE_NAMES.length; i++) {
      const start = days(-30 - (CYCLE_NAMES.length - 1 - i) * 91);
      const cycle = m.getRepository(MentorshipCycle).create({
        number: 20 + i,
        name: CYCLE_NAMES[i],
        url: `https://osu.ppy.sh/home/news/mentorship-cycle-${20 + i}`,
        startDate: start,
        endDate: new Date(start.getTime() + 84 * 86_400_000),
        isPublic: i < CYCLE_NAMES.length - 1,
      });
      cycles.push(await m.save(cycle));
    }

    const records: Partial<MentorshipRecord>[] = [];
    for (const cycle of cycles) {
      const people = rng.sample(pool, 60);
      const next = () => people.pop()!;
      for (const [mode, count] of LAYOUT) {
        for (let k = 0; k < count; k++) {
          const mentorId = mode === MentorshipMode.osu && k === 0 ? mentor : next();
          const isDemoMentor = mode === MentorshipMode.osu && k === 0;
          const mentorPhases = !isDemoMentor && rng.chance(0.2) ? [1, 2] : [1, 2, 3];
          records.push({
            cycleId: cycle.id,
            userId: mentorId,
            mode,
            group: MentorshipGroup.mentor,
            mentorId: null,
            phases: mentorPhases,
          });
          if (mode === MentorshipMode.osu && k === 0)
            records.push({
              cycleId: cycle.id,
              userId: next(),
              mode,
              group: MentorshipGroup.extraMentor,
              mentorId,
              phases: mentorPhases,
            });
          const mentees = rng.int(1, 3);
          for (let j = 0; j < mentees; j++) {
            const phases = rng.chance(0.25) ? mentorPhases.slice(0, 1) : mentorPhases;
            records.push({ cycleId: cycle.id, userId: next(), mode, group: MentorshipGroup.mentee, mentorId, phases });
          }
        }
      }
    }
    await m.getRepository(MentorshipRecord).insert(records);

    // Someone whose badge is ahead of their tenure (a mentee only): in the badge queue with "-".
    await m.getRepository(MentorshipBadge).insert({ userId: pool[pool.length - 1], badge: 1 });
    return { cycles: cycles.length, records: records.length };
  },
};

import type { DataSource } from "typeorm";
import { User } from "../src/modules/users/user.entity";
import { Artist } from "../src/modules/artists/artist.entity";
import { Song } from "../src/modules/artists/song.entity";
import { Beatmap } from "../src/modules/beatmaps/beatmap.entity";
import { Quest } from "../src/modules/quests/quest.entity";
import { Mission } from "../src/modules/missions/mission.entity";
import { Log } from "../src/modules/logs/log.entity";
import { Party, PartyInvite, PartyMember } from "../src/modules/parties/party.entity";
import { Task } from "../src/modules/beatmaps/task.entity";
import { Mode, TaskMode, TaskName } from "../src/core/enums";
import { ArtistStatus, BeatmapMode, BeatmapStatus, LogCategory, MissionStatus, QuestStatus, UserGroup } from "../src/core/enums";

let seq = 0;
const next = () => ++seq;

/** Small builders for integration tests: each inserts one row with sensible defaults. */
export function fixtures(db: DataSource) {
  return {
    async user(over: Partial<User> = {}): Promise<User> {
      const n = next();
      return db
        .getRepository(User)
        .save(db.getRepository(User).create({ osuId: 500000 + n, username: `user${n}`, group: UserGroup.user, ...over }));
    },
    async artist(over: Partial<Artist> = {}): Promise<Artist> {
      const n = next();
      return db
        .getRepository(Artist)
        .save(
          db
            .getRepository(Artist)
            .create({ label: `Artist ${n}`, osuId: 9000 + n, status: ArtistStatus.public, isUpToDate: true, ...over }),
        );
    },
    async song(artist: Artist, over: Partial<Song> = {}): Promise<Song> {
      const n = next();
      return db
        .getRepository(Song)
        .save(db.getRepository(Song).create({ artistId: artist.id, artistName: artist.label, title: `Song ${n}`, ...over }));
    },
    async beatmap(song: Song, host: User, over: Partial<Beatmap> = {}): Promise<Beatmap> {
      return db
        .getRepository(Beatmap)
        .save(
          db
            .getRepository(Beatmap)
            .create({ songId: song.id, hostId: host.id, status: BeatmapStatus.WIP, mode: BeatmapMode.osu, ...over }),
        );
    },
    async quest(over: Partial<Quest> = {}): Promise<Quest> {
      const n = next();
      return db
        .getRepository(Quest)
        .save(
          db
            .getRepository(Quest)
            .create({ name: `Quest ${n}`, status: QuestStatus.open, timeframe: 90 * 86400000, price: 10, ...over }),
        );
    },
    async mission(over: Partial<Mission> = {}): Promise<Mission> {
      const n = next();
      return db.getRepository(Mission).save(
        db.getRepository(Mission).create({
          name: `Mission ${n}`,
          tier: 1,
          status: MissionStatus.open,
          objective: "Map something",
          openingAnnounced: true,
          deadline: new Date(Date.now() + 30 * 86400000),
          ...over,
        }),
      );
    },
    async log(action: string, over: Partial<Log> = {}): Promise<Log> {
      return db
        .getRepository(Log)
        .save(db.getRepository(Log).create({ action, category: LogCategory.beatmap, createdAt: new Date(), ...over }));
    },
    /** A party on a quest: the leader first among the members (quests/parties builders). */
    async party(
      quest: Quest,
      leader: User,
      members: User[] = [],
      over: Partial<Party> = {},
      invites: User[] = [],
    ): Promise<Party> {
      const party = await db
        .getRepository(Party)
        .save(
          db
            .getRepository(Party)
            .create({ questId: quest.id, leaderId: leader.id, modes: [quest.modes?.[0] ?? Mode.osu], lock: false, ...over }),
        );
      const all = [leader, ...members.filter((u) => u.id !== leader.id)];
      for (const u of all) await db.getRepository(PartyMember).insert({ partyId: party.id, userId: u.id, questId: quest.id });
      for (const u of invites) await db.getRepository(PartyInvite).insert({ partyId: party.id, userId: u.id });
      return party;
    },
    /** A task on a beatmap with its mappers. */
    async task(beatmap: Beatmap, name: TaskName, mode: TaskMode, mappers: User[], over: Partial<Task> = {}): Promise<Task> {
      const task = await db
        .getRepository(Task)
        .save(db.getRepository(Task).create({ beatmapId: beatmap.id, name, mode, ...over }));
      for (const u of mappers) await db.query(`INSERT INTO task_mappers (task_id, user_id) VALUES ($1, $2)`, [task.id, u.id]);
      return task;
    },
    /** Sets a mission's featured artists (missions builders). */
    async missionArtists(mission: Mission, artists: Artist[]): Promise<void> {
      for (const a of artists)
        await db.query(`INSERT INTO mission_artists (mission_id, artist_id) VALUES ($1, $2)`, [mission.id, a.id]);
    },
    /** An unreleased artist eligible for showcase selection: no osu! id, private, songs timed, no showcase map. */
    async unreleasedArtist(over: Partial<Artist> = {}): Promise<Artist> {
      const n = next();
      return db.getRepository(Artist).save(
        db.getRepository(Artist).create({
          label: `Secret Artist ${n}`,
          osuId: null,
          status: ArtistStatus.private,
          isUpToDate: false,
          songsTimed: true,
          hasRankedMaps: false,
          ...over,
        }),
      );
    },
  };
}

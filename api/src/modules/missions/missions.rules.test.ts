import { ArtistStatus, MissionStatus, UserGroup } from "../../core/enums";
import { isArtistPublic, isMissionVisibleTo, isOsuOriginalSong } from "./missions.rules";

const viewer = (group: UserGroup) => ({ id: 1, osuId: 1, group, isMentorshipAdmin: false, isWorldCupHelper: false });

describe("confidential artists and osu! originals", () => {
  test.each([
    [ArtistStatus.public, 12, true],
    [ArtistStatus.playlist, 12, true],
    [ArtistStatus.private, 12, false],
    [ArtistStatus.public, null, false],
    [ArtistStatus.private, null, false],
  ] as const)("status %s osuId %s → public %s", (status, osuId, pub) => {
    expect(isArtistPublic({ status, osuId })).toBe(pub);
  });
  test.each([
    [["osu! original"], true],
    [["OSU-Original"], true],
    [["osu original", "rock"], true],
    [["original"], false],
    [[], false],
  ] as const)("tags %j → %s", (tags, ok) => expect(isOsuOriginalSong({ tags: [...tags] })).toBe(ok));
});

describe("who sees a mission", () => {
  test.each([
    [UserGroup.user, MissionStatus.open, true, true],
    [UserGroup.user, MissionStatus.open, false, false],
    [UserGroup.user, MissionStatus.hidden, true, false],
    [UserGroup.user, MissionStatus.closed, true, true],
    [UserGroup.secret, MissionStatus.hidden, false, false],
    [UserGroup.admin, MissionStatus.hidden, false, true],
  ] as const)("%s, a %s mission (announced %s) → %s", (group, status, openingAnnounced, visible) => {
    expect(isMissionVisibleTo(viewer(group), { status, openingAnnounced })).toBe(visible);
  });

  test("anonymous sees announced, non-hidden missions only", () => {
    expect(isMissionVisibleTo(null, { status: MissionStatus.open, openingAnnounced: true })).toBe(true);
    expect(isMissionVisibleTo(null, { status: MissionStatus.hidden, openingAnnounced: true })).toBe(false);
  });
});

/**
 * The guild's news post text for a period (the original's news post generator), as markdown to paste: each completed
 * quest with its header image, objective, party and mapsets, then the other mapsets Ranked in the period.
 */
export interface NewsMap {
  mode: string;
  url: string | null;
  song: { artistName: string; title: string };
  host: { username: string; osuId: number };
}

export interface NewsQuest {
  name: string;
  descriptionMain: string;
  art: number | null;
  members: readonly { username: string; osuId: number }[];
  maps: readonly NewsMap[];
}

const userUrl = (osuId: number) => `https://osu.ppy.sh/users/${osuId}`;

export function modeName(mode: string): string {
  if (mode === "osu") return "osu!";
  if (mode === "hybrid") return "hybrid";
  return `osu!${mode}`;
}

/** "a", "a and b", "a, b and c". */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}

export function mapLine(m: NewsMap): string {
  const title = `${m.song.artistName} - ${m.song.title}`;
  const map = m.url ? `[${title}](${m.url})` : title;
  return `- ${map} by [${m.host.username}](${userUrl(m.host.osuId)}) (${modeName(m.mode)})`;
}

export function questMarkdown(q: NewsQuest): string {
  const header = q.art
    ? `![Artist header image](https://assets.ppy.sh/artists/${q.art}/header.jpg)`
    : "![Mystery quest header image](/wiki/shared/news/banners/mappersguildmysteryquest.png)";
  const members = joinNames(q.members.map((u) => `**[${u.username}](${userUrl(u.osuId)})**`));
  return [
    header,
    "",
    `**Quest Objective:** ${q.descriptionMain.trim()}`,
    "",
    `The **${q.name}** quest was completed by ${members || "its party"}.`,
    "",
    ...q.maps.map(mapLine),
  ].join("\n");
}

export function newsPostMarkdown(quests: readonly NewsQuest[], maps: readonly NewsMap[]): { quests: string; maps: string } {
  return { quests: quests.map(questMarkdown).join("\n\n"), maps: maps.map(mapLine).join("\n") };
}

/** "just now", "5 minutes ago", "3 hours ago", "2 days ago", then the date (UTC, as the rest of the site). */
export function timeAgo(value: string | Date, now: Date = new Date()): string {
  const t = typeof value === "string" ? new Date(value) : value;
  const s = Math.max(0, Math.round((now.getTime() - t.getTime()) / 1000));
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? "" : "s"} ago`;
  if (s < 60) return "just now";
  if (s < 3600) return plural(Math.floor(s / 60), "minute");
  if (s < 86_400) return plural(Math.floor(s / 3600), "hour");
  if (s < 30 * 86_400) return plural(Math.floor(s / 86_400), "day");
  return t.toISOString().slice(0, 10);
}

/** Beatmap status icons (docs/domain.md#beatmaps-and-tasks: each status has its own icon): our own SVGs in the status colours. */
const STATUS_COLOR: Record<string, string> = { WIP: "#d9bb13", Done: "#36d8a2", Qualified: "#e74c3c", Ranked: "#428ae7" };

function Glyph({ status }: { status: string }) {
  switch (status) {
    case "WIP": // a pencil
      return (
        <path
          d="M4 16.5V20h3.5L18 9.5 14.5 6zM16 4.5l3.5 3.5 1.2-1.2a1 1 0 000-1.4l-2.1-2.1a1 1 0 00-1.4 0z"
          fill="currentColor"
        />
      );
    case "Done": // a check mark
      return (
        <path
          d="M5 12.5l4.5 4.5L19 7.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      );
    case "Qualified": // a heart
      return <path d="M12 20s-7-4.4-7-10a4 4 0 017-2.6A4 4 0 0119 10c0 5.6-7 10-7 10z" fill="currentColor" />;
    default: // Ranked: two chevrons up
      return (
        <path
          d="M6 13l6-6 6 6M6 19l6-6 6 6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      );
  }
}

export function BeatmapStatusIcon({ status, size = 16 }: { status: string; size?: number }) {
  return (
    <svg
      className="beatmap-status-icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      role="img"
      aria-label={status}
      style={{ color: STATUS_COLOR[status] ?? "currentColor" }}
    >
      <title>{status}</title>
      <Glyph status={status} />
    </svg>
  );
}

import { MODE_LABELS, MODES, type ModeName } from "../lib/format";

/** Our own line icons for the four osu! modes. */
function ModeGlyph({ mode }: { mode: ModeName }) {
  switch (mode) {
    case "osu":
      return (
        <>
          <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
          <circle cx="12" cy="12" r="4" fill="currentColor" />
        </>
      );
    case "taiko":
      return (
        <>
          <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M12 3v18" stroke="currentColor" strokeWidth="2" />
          <circle cx="12" cy="12" r="4.5" fill="none" stroke="currentColor" strokeWidth="2" />
        </>
      );
    case "catch":
      return (
        <>
          <circle cx="8" cy="7" r="3" fill="currentColor" />
          <circle cx="16" cy="10" r="3" fill="currentColor" />
          <path d="M4 18h16" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </>
      );
    case "mania":
      return (
        <>
          <rect x="4" y="4" width="3" height="16" rx="1.5" fill="currentColor" />
          <rect x="10.5" y="8" width="3" height="12" rx="1.5" fill="currentColor" />
          <rect x="17" y="6" width="3" height="14" rx="1.5" fill="currentColor" />
        </>
      );
  }
}

export function ModeIcon({ mode, size = 18 }: { mode: string; size?: number }) {
  if (!(MODES as readonly string[]).includes(mode)) return null;
  const m = mode as ModeName;
  return (
    <svg
      className={`mode-icon mode-icon--${m}`}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      role="img"
      aria-label={MODE_LABELS[m]}
    >
      <title>{MODE_LABELS[m]}</title>
      <ModeGlyph mode={m} />
    </svg>
  );
}

/** The icons of a list of modes, in canonical order. */
export function ModeIcons({ modes, size = 18 }: { modes: readonly string[]; size?: number }) {
  const shown = MODES.filter((m) => modes.includes(m));
  return (
    <span className="mode-icons">
      {shown.map((m) => (
        <ModeIcon key={m} mode={m} size={size} />
      ))}
    </span>
  );
}

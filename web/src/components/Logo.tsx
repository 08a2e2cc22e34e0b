/** Our own mark: a mapping pen nib over a hit circle. */
export function Logo({ size = 36, title }: { size?: number; title?: string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 64 64"
      role={title ? "img" : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
      focusable="false"
    >
      <circle cx="32" cy="32" r="29" fill="#23221d" stroke="#5e747e" strokeWidth="4" />
      <circle cx="32" cy="32" r="21" fill="none" stroke="#36d8a2" strokeWidth="2" opacity="0.45" />
      <path d="M32 11 45 33 32 53 19 33Z" fill="#36d8a2" />
      <path d="M32 13v38" stroke="#23221d" strokeWidth="3" />
      <circle cx="32" cy="34" r="4.5" fill="#23221d" />
    </svg>
  );
}

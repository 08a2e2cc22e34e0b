import "./ArtistCover.css";
import { useState } from "react";

/** The fallback cover: our own SVG (a vinyl record), shown when there is no cover or it fails to load. */
function NoCover({ label, className = "" }: { label: string; className?: string }) {
  return (
    <svg
      className={`artist-cover artist-cover--fallback ${className}`}
      viewBox="0 0 200 60"
      preserveAspectRatio="xMidYMid slice"
      role="img"
      aria-label={`${label} (no cover image)`}
    >
      <rect width="200" height="60" fill="#2b2a25" />
      <path d="M0 44 Q50 30 100 44 T200 40 V60 H0Z" fill="#33322c" />
      <circle cx="100" cy="30" r="22" fill="#1c1b17" />
      <circle cx="100" cy="30" r="16" fill="none" stroke="#3a3933" strokeWidth="1.5" />
      <circle cx="100" cy="30" r="10" fill="none" stroke="#3a3933" strokeWidth="1.5" />
      <circle cx="100" cy="30" r="5" fill="#5e747e" />
      <circle cx="100" cy="30" r="1.5" fill="#1c1b17" />
    </svg>
  );
}

/** A featured artist's cover image with a fallback on load error. */
export function ArtistCover({
  src,
  label,
  className = "",
}: {
  src: string | null | undefined;
  label: string;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) return <NoCover label={label} className={className} />;
  return (
    <img
      className={`artist-cover ${className}`}
      src={src}
      alt={`${label} cover`}
      loading="lazy"
      width={1000}
      height={300}
      onError={() => setFailed(true)}
    />
  );
}

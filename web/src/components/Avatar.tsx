import { useState } from "react";

interface AvatarProps {
  src: string | null | undefined;
  /** The person's name: used for the alt text and the fallback initial. */
  name: string;
  size?: number;
  className?: string;
}

/** An osu! avatar; when the image fails to load, a coloured circle with the initial stands in. */
export function Avatar({ src, name, size = 40, className = "" }: AvatarProps) {
  const [failed, setFailed] = useState(false);
  const style = { width: size, height: size };
  if (!src || failed) {
    const hue = [...name].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 360, 7);
    return (
      <span
        className={`avatar avatar--fallback ${className}`}
        style={{ ...style, background: `hsl(${hue} 35% 32%)`, fontSize: size * 0.45 }}
        role="img"
        aria-label={`${name}'s avatar`}
      >
        {name.slice(0, 1).toUpperCase() || "?"}
      </span>
    );
  }
  return (
    <img
      className={`avatar ${className}`}
      style={style}
      src={src}
      alt={`${name}'s avatar`}
      width={size}
      height={size}
      loading="lazy"
      onError={() => setFailed(true)}
    />
  );
}

/** Generated images for the offline provider: avatars and featured-artist covers (our own SVG, no network). */

function hue(seed: number): number {
  return Math.abs(Math.imul(seed ^ 0x5bd1e995, 2654435761) >>> 0) % 360;
}

function esc(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function avatarSvg(osuId: number, username: string): string {
  const h = hue(osuId);
  const initials = esc((username.match(/[A-Za-z0-9]/g) ?? ["?"]).slice(0, 2).join("").toUpperCase());
  return `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${h},55%,45%)"/><stop offset="1" stop-color="hsl(${(h + 40) % 360},60%,28%)"/></linearGradient></defs>
<rect width="128" height="128" rx="20" fill="url(#g)"/>
<text x="64" y="78" font-family="Karla, Arial, sans-serif" font-size="44" font-weight="700" fill="#fff" text-anchor="middle">${initials}</text>
</svg>`;
}

export function coverSvg(osuId: number, label: string): string {
  const h = hue(osuId * 7 + 3);
  const h2 = (h + 70) % 360;
  const circles = Array.from({ length: 6 }, (_, i) => {
    const x = ((osuId * (i + 3) * 37) % 900) + 50;
    const y = ((osuId * (i + 5) * 53) % 250) + 20;
    const r = 40 + ((osuId * (i + 1)) % 90);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="hsla(${(h + i * 25) % 360},70%,60%,0.25)"/>`;
  }).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="300" viewBox="0 0 1000 300">
<defs><linearGradient id="c" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${h},50%,30%)"/><stop offset="1" stop-color="hsl(${h2},55%,16%)"/></linearGradient></defs>
<rect width="1000" height="300" fill="url(#c)"/>${circles}
<text x="40" y="260" font-family="Karla, Arial, sans-serif" font-size="54" font-weight="700" fill="rgba(255,255,255,0.85)">${esc(label)}</text>
</svg>`;
}

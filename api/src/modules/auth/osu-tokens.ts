import type { Config } from "../../config";
import type { OsuTokens } from "../../osu/osu-client";
import { deriveKey, seal, unseal } from "./sealing";

/**
 * osu! access and refresh tokens at rest (sessions.sess.osuTokens): sealed with AES-256-GCM under a key derived from
 * OSU_TOKEN_KEY (required in production; elsewhere the session secret stands in). They are kept because the
 * Beatmap Nominator check asks osu! for the member's own groups with their token; a database dump alone reveals none.
 */
function key(config: Pick<Config, "osuTokenKey">): Buffer {
  if (!config.osuTokenKey) throw new Error("osu! token key missing (OSU_TOKEN_KEY)");
  return deriveKey(config.osuTokenKey, "osu-tokens");
}

export function sealOsuTokens(config: Pick<Config, "osuTokenKey">, tokens: OsuTokens): string {
  return seal(key(config), JSON.stringify(tokens));
}

/** The tokens, or null when the value is missing, plaintext from before encryption, or sealed under another key. */
export function openOsuTokens(config: Pick<Config, "osuTokenKey">, sealed: unknown): OsuTokens | null {
  const text = unseal(key(config), sealed);
  if (!text) return null;
  try {
    const t = JSON.parse(text) as OsuTokens;
    return typeof t.accessToken === "string" ? t : null;
  } catch {
    return null;
  }
}

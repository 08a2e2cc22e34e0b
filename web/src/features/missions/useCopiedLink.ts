import { COPIED_HINT_MS } from "@mg/rules";
import { useCallback, useEffect, useRef, useState } from "react";

/** How long the "(copied link)" hint stays (docs/domain.md#priority-quests-missions: 1 second). */
export { COPIED_HINT_MS };
export const COPIED_HINT = "(copied link)";

/** The shareable link of a mission. */
export function missionLink(origin: string, id: string): string {
  return `${origin}/missions?id=${encodeURIComponent(id)}`;
}

/** Copies text to the clipboard (async Clipboard API, with the old execCommand as a fallback). */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) throw new Error("no clipboard");
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    try {
      const area = document.createElement("textarea");
      area.value = text;
      area.setAttribute("readonly", "");
      area.style.position = "fixed";
      area.style.opacity = "0";
      document.body.appendChild(area);
      area.select();
      const ok = document.execCommand?.("copy") ?? false;
      area.remove();
      return ok;
    } catch {
      return false;
    }
  }
}

/** Copies a link and shows a hint for COPIED_HINT_MS; `copiedKey` names what was copied last (or null). */
export function useCopiedLink() {
  const [copiedKey, setCopiedKey] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = useCallback(async (key: string, text: string): Promise<boolean> => {
    const ok = await copyText(text);
    if (!ok) return false;
    clearTimeout(timer.current);
    setCopiedKey(key);
    timer.current = setTimeout(() => setCopiedKey(null), COPIED_HINT_MS);
    return true;
  }, []);
  return { copiedKey, copy };
}

/**
 * Keep GraphiQL's saved tabs apart from anything else on this origin (one namespace per explorer): every method —
 * `length`, `key`, `clear` too — sees only this explorer's own keys, so GraphiQL's "clear storage" never wipes the
 * site's other saved state.
 */
export function namespacedStorage(prefix: string, backing: Storage = localStorage): Storage {
  const mark = `${prefix}:`;
  const own = (): string[] => {
    const keys: string[] = [];
    for (let i = 0; i < backing.length; i++) {
      const k = backing.key(i);
      if (k !== null && k.startsWith(mark)) keys.push(k);
    }
    return keys;
  };
  return {
    get length() {
      return own().length;
    },
    clear: () => own().forEach((k) => backing.removeItem(k)),
    key: (i) => own()[i]?.slice(mark.length) ?? null,
    getItem: (k) => backing.getItem(`${mark}${k}`),
    setItem: (k, v) => backing.setItem(`${mark}${k}`, v),
    removeItem: (k) => backing.removeItem(`${mark}${k}`),
  };
}

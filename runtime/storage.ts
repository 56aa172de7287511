/** Storage that never throws: a browser in private mode simply forgets (Docusaurus-style). */
export interface Slot {
  get(): string | null;
  set(value: string): void;
  remove(): void;
}

function area(kind: 'local' | 'session'): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

/** A storage slot for `key`; every access is guarded and falls back to a no-op. */
export function slot(key: string, kind: 'local' | 'session' = 'local'): Slot {
  return {
    get() {
      try {
        return area(kind)?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    set(value) {
      try {
        area(kind)?.setItem(key, value);
      } catch {
        /* storage full or disabled: forget */
      }
    },
    remove() {
      try {
        area(kind)?.removeItem(key);
      } catch {
        /* storage disabled: nothing to remove */
      }
    },
  };
}

/** Fenced code seen line by line, for the passes that work on Markdown source before parsing. */

/** A line that opens (or closes) fenced code: three or more backticks or tildes. */
export const FENCE_LINE = /^\s*(`{3,}|~{3,})/;

export interface FenceTracker {
  /** Whether the lines fed so far leave a fence open. */
  readonly open: boolean;
  /** Feeds the next line; true when it belongs to fenced code (its opening and closing lines too). */
  step(line: string): boolean;
}

/** A tracker of fenced code: a fence closes on a line of the same character, at least as long. */
export function fenceTracker(): FenceTracker {
  let fence: string | null = null;
  return {
    get open() {
      return fence !== null;
    },
    step(line) {
      const f = FENCE_LINE.exec(line);
      if (fence) {
        if (f && f[1][0] === fence[0] && f[1].length >= fence.length && line.trim() === f[1]) fence = null;
        return true;
      }
      if (f) fence = f[1];
      return !!f;
    },
  };
}

/**
 * Debounced requests that answer at once (used for DocSearch, SPEC §9: 500 ms). A request runs
 * only once its arguments have stayed the same for `ms`; until then every call answers
 * immediately with the last answer shown (or a placeholder); when the real answer arrives,
 * `onSettled` lets the caller search again, which the cache then answers, or show a failure.
 *
 * Answering at once matters: DocSearch marks a request pending past 300 ms as "stalled" and
 * re-creates its search field, so a promise held back for 500 ms would drop the reader's focus.
 */

export interface DeferredOptions<A, R> {
  /** Quiet time before a request runs. */
  ms: number;
  /** Identity of a request (the same key: the same answer). */
  key: (arg: A) => string;
  /** Answer while nothing has been shown yet. */
  placeholder: (arg: A) => R;
  /** A request ran and settled (with `error` when it failed); `latest` when it is still the one last asked for. */
  onSettled?: (latest: boolean, error?: unknown) => void;
  /** Whether a request is waiting or running (for a "searching" look). */
  onPending?: (pending: boolean) => void;
}

/** Wraps `fn` as described above. */
export function deferredRequests<A, R>(fn: (arg: A) => Promise<R>, o: DeferredOptions<A, R>): (arg: A) => Promise<R> {
  const done = new Map<string, R>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let wanted: string | undefined;
  let last: R | undefined;
  return (arg: A) => {
    const key = o.key(arg);
    if (done.has(key)) {
      wanted = key;
      clearTimeout(timer);
      o.onPending?.(false);
      last = done.get(key)!;
      return Promise.resolve(last);
    }
    if (key !== wanted) {
      wanted = key;
      clearTimeout(timer);
      o.onPending?.(true);
      timer = setTimeout(() => {
        fn(arg).then(
          (value) => {
            done.set(key, value);
            o.onSettled?.(wanted === key);
          },
          (error: unknown) => {
            // Failures are not kept: asking again retries.
            const latest = wanted === key;
            if (latest) {
              wanted = undefined;
              o.onPending?.(false);
            }
            o.onSettled?.(latest, error ?? new Error('request failed'));
          },
        );
      }, o.ms);
    }
    return Promise.resolve(last ?? o.placeholder(arg));
  };
}

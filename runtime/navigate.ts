/** Navigation for code (not links): through the client router once it runs, else a page load. */
let go: ((url: string) => Promise<void>) | undefined;

/** Called by the runtime when the router starts. */
export function setNavigator(fn: (url: string) => Promise<void>): void {
  go = fn;
}

export function navigate(url: string): void {
  if (go) void go(url);
  else location.assign(url);
}

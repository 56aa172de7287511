/**
 * Inlined in <head> as a tiny IIFE: sets <html data-theme> before first paint, so there is no
 * flash of the wrong colours. `__COLOR_MODE__` is replaced at build time by the configured mode.
 * It also sets <html data-js>: styles that only make sense with script (collapsed long code
 * blocks, whose expand button needs script) apply from the first paint, and never without it.
 */
declare const __COLOR_MODE__: string;

(() => {
  const mode = __COLOR_MODE__;
  let choice: string | null = null;
  try {
    choice = localStorage.getItem('theme-mode');
  } catch {
    /* storage disabled */
  }
  const prefersDark = window.matchMedia('(prefers-color-scheme: dark)').matches;
  let theme: string;
  if (mode === 'enable') theme = 'dark';
  else if (mode === 'disable') theme = 'light';
  else if (choice === 'light' || choice === 'dark') theme = choice;
  else theme = prefersDark ? 'dark' : 'light';
  document.documentElement.dataset.theme = theme;
  document.documentElement.dataset.js = '';
})();

/**
 * Inlined in <head> as a tiny IIFE: sets <html data-theme> before first paint, so there is no
 * flash of the wrong colours, and the reader's theme colour (<html data-theme-color>, --accent).
 * `__COLOR_MODE__` and `__THEME_COLORS__` are replaced at build time by the configured mode and
 * palette. It also sets <html data-js>: styles that only make sense with script (collapsed long
 * code blocks, whose expand button needs script) apply from the first paint, and never without it.
 */
declare const __COLOR_MODE__: string;
declare const __THEME_COLORS__: Record<string, string>;

(() => {
  const mode = __COLOR_MODE__;
  const colors = __THEME_COLORS__;
  const root = document.documentElement;
  const read = (key: string): string | null => {
    try {
      return localStorage.getItem(key);
    } catch {
      return null; // storage disabled
    }
  };
  const choice = read('theme-mode');
  const prefersDark = window.matchMedia('(prefers-color-scheme: dark)').matches;
  let theme: string;
  if (mode === 'enable') theme = 'dark';
  else if (mode === 'disable') theme = 'light';
  else if (choice === 'light' || choice === 'dark') theme = choice;
  else theme = prefersDark ? 'dark' : 'light';
  root.dataset.theme = theme;
  const names = Object.keys(colors);
  const picked = read('theme-color');
  const color = picked && colors[picked] ? picked : names[0];
  if (color) {
    root.dataset.themeColor = color;
    root.style.setProperty('--accent', colors[color]);
  }
  root.dataset.js = '';
})();

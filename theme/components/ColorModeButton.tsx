/** Cycles the colour mode (switch: light → dark → auto); persisted in localStorage `theme-mode`. */
import { useEffect, useState } from 'react';
import { THEME_MODE_KEY } from '../../runtime/keys.ts';
import { slot } from '../../runtime/storage.ts';
import { useTheme } from '../context.ts';

type Mode = 'light' | 'dark' | 'auto';

/** The next mode in the cycle of a colour-mode setting. */
export function nextMode(current: Mode, setting: 'switch' | 'toggle'): Mode {
  if (setting === 'toggle') return current === 'dark' ? 'light' : 'dark';
  return current === 'light' ? 'dark' : current === 'dark' ? 'auto' : 'light';
}

export function ColorModeButton() {
  const { site } = useTheme();
  const [mode, setMode] = useState<Mode>('auto');
  useEffect(() => {
    const saved = slot(THEME_MODE_KEY).get();
    setMode(saved === 'light' || saved === 'dark' ? saved : 'auto');
  }, []);
  if (site.colorMode === 'disable' || site.colorMode === 'enable') return null;
  const apply = (next: Mode) => {
    setMode(next);
    if (next === 'auto') slot(THEME_MODE_KEY).remove();
    else slot(THEME_MODE_KEY).set(next);
    const dark = next === 'dark' || (next === 'auto' && window.matchMedia('(prefers-color-scheme: dark)').matches);
    document.documentElement.dataset.theme = dark ? 'dark' : 'light';
  };
  return (
    <button type="button" className="color-mode-button" aria-label="Toggle colour mode" data-mode={mode} onClick={() => apply(nextMode(mode, site.colorMode as 'switch' | 'toggle'))}>
      <span aria-hidden="true">{mode === 'dark' ? '☾' : mode === 'light' ? '☀' : '◐'}</span>
    </button>
  );
}

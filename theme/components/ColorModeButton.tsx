/**
 * "Toggle colour mode": `switch` cycles light → dark → auto → light, `toggle` alternates light and
 * dark; `disable` and `enable` force a mode and show no button. The choice lives in localStorage
 * `theme-mode` and sets <html data-theme>; in auto mode the page follows the system's preference.
 */
import { useEffect, useState } from 'react';
import { THEME_MODE_KEY } from '../../runtime/keys.ts';
import { slot } from '../../runtime/storage.ts';
import { useTheme } from '../context.ts';
import { Icon } from './Icon.tsx';

export type ColorMode = 'light' | 'dark' | 'auto';

const DARK_QUERY = '(prefers-color-scheme: dark)';

/** The next mode of a colour-mode setting; `shown` is the theme on screen (what auto resolves to). */
export function nextMode(current: ColorMode, setting: 'switch' | 'toggle', shown: 'light' | 'dark' = 'light'): ColorMode {
  if (setting === 'toggle') return (current === 'auto' ? shown : current) === 'dark' ? 'light' : 'dark';
  return current === 'light' ? 'dark' : current === 'dark' ? 'auto' : 'light';
}

/** The theme a mode shows. */
function themeOf(mode: ColorMode): 'light' | 'dark' {
  return mode === 'dark' || (mode === 'auto' && window.matchMedia(DARK_QUERY).matches) ? 'dark' : 'light';
}

export function ColorModeButton() {
  const { site, t } = useTheme();
  const [mode, setMode] = useState<ColorMode>('auto');
  useEffect(() => {
    const saved = slot(THEME_MODE_KEY).get();
    setMode(saved === 'light' || saved === 'dark' ? saved : 'auto');
  }, []);
  useEffect(() => {
    if (mode !== 'auto' || site.colorMode === 'disable' || site.colorMode === 'enable') return;
    const query = window.matchMedia(DARK_QUERY);
    const follow = () => (document.documentElement.dataset.theme = themeOf('auto'));
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, [mode, site.colorMode]);
  if (site.colorMode === 'disable' || site.colorMode === 'enable') return null;
  const apply = (next: ColorMode) => {
    setMode(next);
    if (next === 'auto') slot(THEME_MODE_KEY).remove();
    else slot(THEME_MODE_KEY).set(next);
    document.documentElement.dataset.theme = themeOf(next);
  };
  const onClick = () => {
    const shown = document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light';
    apply(nextMode(mode, site.colorMode as 'switch' | 'toggle', shown));
  };
  return (
    <button type="button" className="icon-button color-mode-button" aria-label="Toggle colour mode" title={`${t.outlook.darkMode}: ${t.outlook.modes[mode]}`} data-mode={mode} onClick={onClick}>
      <Icon name={mode === 'dark' ? 'moon' : mode === 'light' ? 'sun' : 'auto'} size={18} />
    </button>
  );
}

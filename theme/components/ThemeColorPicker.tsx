/**
 * The theme colour menu: the configured palette (nine colours by default). The choice lives in
 * localStorage `theme-color`; the inline head script applies it before first paint.
 */
import { useEffect, useState } from 'react';
import { THEME_COLOR_KEY } from '../../runtime/keys.ts';
import { slot } from '../../runtime/storage.ts';
import { useTheme } from '../context.ts';
import { Dropdown } from './Dropdown.tsx';
import { Icon } from './Icon.tsx';

export function ThemeColorPicker() {
  const { site, t } = useTheme();
  const colors = site.themeOptions.themeColors ?? {};
  const names = Object.keys(colors);
  const [current, setCurrent] = useState(names[0]);
  useEffect(() => setCurrent(document.documentElement.dataset.themeColor ?? names[0]), [names[0]]);
  if (names.length < 2) return null;
  const pick = (name: string) => {
    setCurrent(name);
    slot(THEME_COLOR_KEY).set(name);
    document.documentElement.dataset.themeColor = name;
    document.documentElement.style.setProperty('--accent', colors[name]);
  };
  return (
    <Dropdown className="theme-color-picker" label={t.outlook.themeColor} title={t.outlook.themeColor} text={<Icon name="palette" size={18} />}>
      {names.map((name) => (
        <button key={name} type="button" className="theme-color-swatch" aria-pressed={name === current} onClick={() => pick(name)}>
          <span className="swatch" style={{ background: colors[name] }} aria-hidden="true" />
          {t.outlook.colors[name] ?? name}
        </button>
      ))}
    </Dropdown>
  );
}

/**
 * A decorative icon from the site's sprite (hidden from assistive technology: the text next to it
 * names the thing). The sprite and the names it holds come with the site data; an unknown name
 * draws nothing. Stroke settings come from the stylesheet (.icon), so each use is a few bytes of
 * markup: a sidebar lists hundreds of icons on every page.
 */
import { useTheme } from '../context.ts';

export function Icon({ name, size = 16, className }: { name?: string; size?: number; className?: string }) {
  const { site } = useTheme();
  if (!name || !site.icons?.names.includes(name)) return null;
  return (
    <svg className={`icon${className ? ` ${className}` : ''}`} width={size} height={size} aria-hidden="true">
      <use href={`${site.icons.sprite}#${name}`} />
    </svg>
  );
}

/** Whether the site's icon set has `name`. */
export function useHasIcon(): (name: string) => boolean {
  const { site } = useTheme();
  return (name) => !!site.icons?.names.includes(name);
}

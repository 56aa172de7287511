/**
 * A decorative icon from the site's sprite (hidden from assistive technology: the text next to it
 * names the thing). The sprite and the names it holds come with the site data; an unknown name
 * draws nothing. Stroke settings live here, on the <svg>, and the sprite's shapes inherit them.
 */
import { useTheme } from '../context.ts';

export function Icon({ name, size = 16, className }: { name?: string; size?: number; className?: string }) {
  const { site } = useTheme();
  if (!name || !site.icons?.names.includes(name)) return null;
  return (
    <svg
      className={`icon${className ? ` ${className}` : ''}`}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <use href={`${site.icons.sprite}#${name}`} />
    </svg>
  );
}

/** Whether the site's icon set has `name`. */
export function useHasIcon(): (name: string) => boolean {
  const { site } = useTheme();
  return (name) => !!site.icons?.names.includes(name);
}

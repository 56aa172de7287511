/** "Full screen": puts the whole page in full screen and back; absent where the browser cannot. */
import { useEffect, useState } from 'react';
import { useTheme } from '../context.ts';
import { Icon } from './Icon.tsx';

export function FullscreenButton() {
  const { t } = useTheme();
  const [supported, setSupported] = useState(false);
  const [on, setOn] = useState(false);
  useEffect(() => {
    setSupported(!!document.fullscreenEnabled);
    const sync = () => setOn(!!document.fullscreenElement);
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);
  if (!supported) return null;
  const toggle = () => {
    const request = document.fullscreenElement ? document.exitFullscreen() : document.documentElement.requestFullscreen();
    request.catch((err: unknown) => console.warn('full screen is not available here', err));
  };
  return (
    <button type="button" className="icon-button fullscreen-button" aria-label="Full screen" title={t.outlook.fullscreen} aria-pressed={on} onClick={toggle}>
      <Icon name={on ? 'compress' : 'expand'} size={18} />
    </button>
  );
}

/** "Full screen": puts the whole page in full screen and back; absent where the browser cannot. */
import { useEffect, useState } from 'react';

export function FullscreenButton() {
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
    <button type="button" className="fullscreen-button" aria-label="Full screen" aria-pressed={on} onClick={toggle}>
      <span aria-hidden="true">{on ? '⤡' : '⤢'}</span>
    </button>
  );
}

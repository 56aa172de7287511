/** "Back to top": shown once the page has scrolled more than 100 px. */
import { useEffect, useState } from 'react';
import { BACK_TO_TOP_MIN_SCROLL_PX } from '../../runtime/constants.ts';
import { Icon } from './Icon.tsx';

export function BackToTop() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const update = () => setShown(window.scrollY > BACK_TO_TOP_MIN_SCROLL_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  const toTop = () => {
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
    document.getElementById('main-content')?.focus({ preventScroll: true });
  };
  return (
    <button type="button" className={`back-to-top${shown ? ' shown' : ''}`} aria-label="Back to top" hidden={!shown} onClick={toTop}>
      <Icon name="up" size={20} />
    </button>
  );
}

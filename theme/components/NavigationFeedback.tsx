/**
 * What the reader sees while a page loads after a link click: a progress bar on the way to a page
 * not visited before (starts at 0.08, creeps 0.02 every 800 ms, completes and fades in 200 ms),
 * and a spinner when loading takes longer than themeOptions.loadingDelay (300 ms by default).
 * It lives above the layouts, so switching layout does not cut the animation short.
 */
import { useEffect, useState } from 'react';
import { LOADING_DELAY_MS, NAV_END_EVENT, NAV_START_EVENT, PROGRESS_MINIMUM, PROGRESS_SPEED_MS, PROGRESS_TRICKLE_MS } from '../../runtime/constants.ts';
import { trickle } from '../../runtime/chrome/progress.ts';
import { useTheme } from '../context.ts';
import { Spinner } from './Spinner.tsx';

export function NavigationFeedback() {
  const { site, t } = useTheme();
  const delay = site.themeOptions.loadingDelay ?? LOADING_DELAY_MS;
  const [progress, setProgress] = useState<number | null>(null);
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    let trickleTimer: ReturnType<typeof setInterval> | undefined;
    let slowTimer: ReturnType<typeof setTimeout> | undefined;
    let fadeTimer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      clearInterval(trickleTimer);
      clearTimeout(slowTimer);
      clearTimeout(fadeTimer);
    };
    const onStart = (e: Event) => {
      const { visited } = (e as CustomEvent<{ path: string; visited: boolean }>).detail;
      stop();
      if (!visited) {
        setProgress(PROGRESS_MINIMUM);
        trickleTimer = setInterval(() => setProgress((n) => (n === null ? null : trickle(n))), PROGRESS_TRICKLE_MS);
      }
      slowTimer = setTimeout(() => setSlow(true), delay);
    };
    const onEnd = () => {
      stop();
      setSlow(false);
      setProgress((n) => (n === null ? null : 1));
      fadeTimer = setTimeout(() => setProgress(null), PROGRESS_SPEED_MS * 2);
    };
    window.addEventListener(NAV_START_EVENT, onStart);
    window.addEventListener(NAV_END_EVENT, onEnd);
    return () => {
      stop();
      window.removeEventListener(NAV_START_EVENT, onStart);
      window.removeEventListener(NAV_END_EVENT, onEnd);
    };
  }, [delay]);
  return (
    <>
      {progress !== null && (
        <div className={`nav-progress${progress === 1 ? ' done' : ''}`} role="progressbar" aria-label={t.route.loading} aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(progress * 100)}>
          <div className="nav-progress-bar" style={{ transform: `translateX(${(progress - 1) * 100}%)`, transitionDuration: `${PROGRESS_SPEED_MS}ms` }} />
        </div>
      )}
      {slow && (
        <div className="page-loading">
          <Spinner size="large" label={t.route.loading} />
        </div>
      )}
    </>
  );
}

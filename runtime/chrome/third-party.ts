/**
 * Third-party scripts and stylesheets (ad network, analytics, statistics, icon fonts): config
 * entries, loaded async once the page is interactive and the browser is idle. The site is complete
 * without them, and they are skipped on localhost and IP hosts (previews and tests count nothing)
 * unless `local` says otherwise.
 */
import { isLocalOrIpHost } from '../api.ts';
import type { ThirdParty } from '../protocol.ts';

export function loadThirdParty(entries: ThirdParty[] | undefined, opts: { local?: boolean } = {}): void {
  if (!entries?.length || (!opts.local && isLocalOrIpHost(location.hostname))) return;
  const start = () => {
    for (const entry of entries) {
      const el = entry.kind === 'style' ? Object.assign(document.createElement('link'), { rel: 'stylesheet', href: entry.src }) : Object.assign(document.createElement('script'), { src: entry.src, async: true });
      for (const [k, v] of Object.entries(entry.attrs ?? {})) el.setAttribute(k, v);
      el.addEventListener('error', () => console.warn(`third-party resource not loaded: ${entry.src}`));
      document.head.append(el);
    }
  };
  const idle = (window as Window & { requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => void }).requestIdleCallback;
  const later = () => (idle ? idle(start, { timeout: 3000 }) : setTimeout(start, 1000));
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}

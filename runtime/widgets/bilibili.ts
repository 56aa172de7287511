/**
 * BiliBili placeholders: the build writes a link to the video page (the facade), and nothing is
 * requested from BiliBili until the reader clicks it. The click swaps the link for the embedded
 * player, which starts playing; a modified click (new tab, window) is left to the browser.
 */
import type { WidgetModule } from './index.ts';

type Props = Record<string, string | true | undefined>;

const PLAYER = 'https://player.bilibili.com/player.html';

/** The embedded player's address: the video (bvid or aid), its part, its start time, autoplay. */
export function playerUrl(props: Props): string {
  const url = new URL(PLAYER);
  const set = (name: string, value: Props[string]) => {
    if (typeof value === 'string' && value) url.searchParams.set(name, value);
  };
  set('bvid', props.bvid);
  set('aid', props.aid);
  set('cid', props.cid);
  url.searchParams.set('page', typeof props.page === 'string' && props.page ? props.page : '1');
  set('t', props.time);
  // The reader asked for the video by clicking: it plays at once.
  url.searchParams.set('autoplay', '1');
  return url.href;
}

export const mount: WidgetModule['mount'] = (elements, { signal }) => {
  for (const el of elements) {
    const facade = el.querySelector<HTMLAnchorElement>('a.video-facade');
    if (!facade) continue;
    facade.addEventListener(
      'click',
      (e) => {
        if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
        e.preventDefault();
        let props: Props;
        try {
          props = JSON.parse(el.dataset.props ?? '{}') as Props;
        } catch {
          props = {};
        }
        const title = typeof props.title === 'string' && props.title ? props.title : 'BiliBili video';
        const frame = document.createElement('iframe');
        frame.src = playerUrl(props);
        frame.title = title;
        frame.allowFullscreen = true;
        frame.allow = 'autoplay; fullscreen; picture-in-picture';
        frame.referrerPolicy = 'no-referrer';
        frame.className = 'video-frame';
        facade.replaceWith(frame);
        // Focus follows the reader into the player they asked for.
        frame.focus();
      },
      { signal },
    );
    el.dataset.state = 'ready'; // a click now swaps in the player (tests wait for this)
  }
};

/**
 * Video placeholders (`<ArtPlayer src=… />`) → ArtPlayer. The player is its own chunk, and so is
 * each streaming library: hls.js for m3u8/hls, mpegts.js for flv/ts, dash.js for mpd/dash, each
 * imported only when a video of that type starts loading. A type nothing can play is reported
 * in the console and in the container, and the other videos of the page still mount.
 */
import type Artplayer from 'artplayer';
import type { WidgetModule } from './index.ts';

type Props = Record<string, string | true | undefined>;
type StreamPlayer = (video: HTMLVideoElement, url: string, art: Artplayer) => Promise<void>;

/** Types the browser plays by itself. */
const NATIVE = new Set(['mp4', 'mp3', 'webm', 'ogg']);

/** Streaming types → how to attach their library to the video element. */
const STREAMS: Record<string, StreamPlayer> = {
  m3u8: playHls,
  hls: playHls,
  flv: (video, url, art) => playMpegts(video, url, art, 'flv'),
  ts: (video, url, art) => playMpegts(video, url, art, 'mpegts'),
  mpd: playDash,
  dash: playDash,
};

/**
 * Player languages. `en` (the keys themselves) and `zh-cn` are built into ArtPlayer; the others
 * are separate modules, listed one by one so that the bundler makes a small chunk of each.
 */
const LANGUAGES: Record<string, (() => Promise<{ default: Record<string, string> }>) | null> = {
  en: null,
  'zh-cn': null,
  'zh-tw': () => import('artplayer/i18n/zh-tw'),
  pl: () => import('artplayer/i18n/pl'),
  cs: () => import('artplayer/i18n/cs'),
  es: () => import('artplayer/i18n/es'),
  fa: () => import('artplayer/i18n/fa'),
  fr: () => import('artplayer/i18n/fr'),
  id: () => import('artplayer/i18n/id'),
  ru: () => import('artplayer/i18n/ru'),
  tr: () => import('artplayer/i18n/tr'),
};

/** Whether a table has a key of its own (not one of Object.prototype's); Safari 15.0 lacks Object.hasOwn. */
const own = (table: object, key: string) => Object.prototype.hasOwnProperty.call(table, key);
/** Attribute flags: `muted`, `muted="true"` and `muted=""` are on; anything else is off. */
const flag = (v: Props[string]) => v === true || v === '' || v === 'true';
const text = (v: Props[string]) => (typeof v === 'string' && v ? v : undefined);

export const mount: WidgetModule['mount'] = async (elements, { lang: pageLang, signal }) => {
  const players: Artplayer[] = [];
  signal.addEventListener('abort', () => players.splice(0).forEach((art) => art.destroy()), { once: true });

  const playable: { el: HTMLDivElement; props: Props; type: string; lang: string }[] = [];
  for (const el of elements as HTMLDivElement[]) {
    let props: Props;
    try {
      props = JSON.parse(el.dataset.props ?? '{}') as Props;
    } catch {
      props = {};
    }
    const type = (el.dataset.videoType ?? '').toLowerCase();
    const src = text(props.src) ?? '';
    if (!NATIVE.has(type) && !own(STREAMS, type)) {
      console.warn(`ArtPlayer: unsupported video type "${type}" for ${src} (supported: ${[...NATIVE, ...Object.keys(STREAMS)].join(', ')})`);
      showUnsupported(el, type, src, pageLang);
      continue;
    }
    const lang = (text(props.lang) ?? 'en').toLowerCase();
    playable.push({ el, props, type, lang: own(LANGUAGES, lang) ? lang : 'en' });
  }
  if (!playable.length) return;

  const { default: ArtplayerClass } = await import('artplayer');
  ArtplayerClass.LOG_VERSION = false; // keep the reader's console quiet
  // One import per language the page uses, shared by its players.
  const i18n: Record<string, Record<string, string>> = {};
  await Promise.all(
    [...new Set(playable.map((p) => p.lang))].map(async (lang) => {
      const load = LANGUAGES[lang];
      if (load) i18n[lang] = (await load()).default;
    }),
  );
  if (signal.aborted) return;

  const theme = getComputedStyle(document.documentElement).getPropertyValue('--theme-color').trim();
  for (const { el, props, type, lang } of playable) {
    const title = text(props.title);
    // Screen readers hear the video's title before the player's controls.
    el.setAttribute('role', 'group');
    el.setAttribute('aria-label', title ?? 'Video');
    try {
      const art = new ArtplayerClass({
        container: el,
        url: text(props.src) ?? '',
        type,
        poster: text(props.poster) ?? '',
        lang,
        i18n: i18n[lang] ? { [lang]: i18n[lang] } : {},
        theme: theme || undefined,
        autoplay: flag(props.autoplay),
        muted: flag(props.muted),
        loop: flag(props.loop),
        setting: true,
        playbackRate: true,
        aspectRatio: true,
        pip: true,
        fullscreen: true,
        fullscreenWeb: true,
        miniProgressBar: true,
        customType: own(STREAMS, type) ? { [type]: guarded(STREAMS[type]) } : {},
      });
      players.push(art);
      operableControls(el);
      art.on('ready', () => operableControls(el));
    } catch (err) {
      console.error(`ArtPlayer: cannot mount ${text(props.src) ?? ''}`, err); // the other videos still mount
    }
  }
};

/**
 * ArtPlayer labels some controls (play, settings, picture-in-picture) on plain <div>s: give them a
 * button's role, a place in the tab order and Enter/Space, so the label means something.
 */
function operableControls(root: HTMLElement): void {
  for (const control of root.querySelectorAll<HTMLElement>('[aria-label]:not([role]):not(button):not(a):not(input)')) {
    if (control === root) continue;
    control.setAttribute('role', 'button');
    if (!control.hasAttribute('tabindex')) control.tabIndex = 0;
    control.addEventListener('keydown', (e) => {
      if (e.key !== 'Enter' && e.key !== ' ') return;
      e.preventDefault();
      control.click();
    });
  }
}

/** The container's fallback for a type no player handles: says so and links the file. */
function showUnsupported(el: HTMLElement, type: string, src: string, pageLang: string): void {
  const zh = pageLang.toLowerCase().startsWith('zh');
  const p = document.createElement('p');
  p.className = 'video-unsupported';
  p.textContent = zh ? `不支持此视频格式（${type || '未知'}）。` : `This video format (${type || 'unknown'}) is not supported. `;
  if (src) {
    const a = document.createElement('a');
    a.href = src;
    a.textContent = zh ? '下载文件' : 'Download the file';
    p.append(a);
  }
  el.replaceChildren(p);
}

/** A library that fails to load shows a notice in the player instead of an unhandled rejection. */
function guarded(play: StreamPlayer) {
  return (video: HTMLVideoElement, url: string, art: Artplayer) => {
    play(video, url, art).catch((err: unknown) => {
      console.error(`ArtPlayer: cannot play ${url}`, err);
      art.notice.show = art.i18n.get('Video Load Failed');
    });
  };
}

async function playHls(video: HTMLVideoElement, url: string, art: Artplayer): Promise<void> {
  const { default: Hls } = await import('hls.js');
  if (art.isDestroy) return;
  if (!Hls.isSupported()) {
    video.src = url; // Safari on iOS has no MediaSource but plays HLS itself
    return;
  }
  const hls = new Hls();
  hls.loadSource(url);
  hls.attachMedia(video);
  art.on('destroy', () => hls.destroy());
}

async function playMpegts(video: HTMLVideoElement, url: string, art: Artplayer, type: 'flv' | 'mpegts'): Promise<void> {
  const { default: mpegts } = await import('mpegts.js');
  if (art.isDestroy) return;
  if (!mpegts.isSupported()) throw new Error('this browser has no MediaSource for FLV / MPEG-TS');
  mpegts.LoggingControl.applyConfig({ enableDebug: false, enableVerbose: false, enableInfo: false }); // warnings and errors only
  const player = mpegts.createPlayer({ type, url });
  player.attachMediaElement(video);
  player.load();
  art.on('destroy', () => player.destroy());
}

async function playDash(video: HTMLVideoElement, url: string, art: Artplayer): Promise<void> {
  const { MediaPlayer } = await import('dashjs');
  if (art.isDestroy) return;
  const player = MediaPlayer().create();
  // An absolute manifest address: with a relative one dash.js 5 warns (its CMCD reporter builds a URL from it).
  player.initialize(video, new URL(url, location.href).href, art.option.autoplay);
  art.on('destroy', () => player.destroy());
}

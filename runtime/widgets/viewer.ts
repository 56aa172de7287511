/**
 * Content images → one viewerjs gallery per page. Clicking an image opens every viewable image of
 * the page, at the clicked one; images inside links and `.no-view` images stay plain. The open
 * viewer is a modal dialog named "Image viewer": Escape closes it, and so does scrolling the page.
 * viewerjs has no download or fullscreen toggle, so the toolbar gets those two buttons from here.
 */
import Viewer from 'viewerjs';
import css from 'viewerjs/dist/viewer.css';
import type { WidgetModule } from './index.ts';

const STYLE_ID = 'viewerjs-style';

/** What viewerjs builds but does not declare: its dialog element. */
interface ViewerInternals {
  viewer?: HTMLElement;
}

const WORDS = {
  en: {
    dialog: 'Image viewer',
    close: 'Close',
    buttons: { 'zoom-in': 'Zoom in', 'zoom-out': 'Zoom out', 'one-to-one': 'Actual size', reset: 'Reset', prev: 'Previous image', next: 'Next image', 'rotate-left': 'Rotate left', 'rotate-right': 'Rotate right', download: 'Download', fullscreen: 'Full screen' } as Record<string, string>,
  },
  zh: {
    dialog: '图片查看器',
    close: '关闭',
    buttons: { 'zoom-in': '放大', 'zoom-out': '缩小', 'one-to-one': '原始大小', reset: '重置', prev: '上一张', next: '下一张', 'rotate-left': '向左旋转', 'rotate-right': '向右旋转', download: '下载', fullscreen: '全屏' } as Record<string, string>,
  },
};

/** The nearest element holding every image, so that one viewer sees them all. */
function commonAncestor(nodes: HTMLElement[]): HTMLElement {
  let root = nodes[0].parentElement ?? document.body;
  while (root !== document.body && !nodes.every((n) => root.contains(n))) root = root.parentElement ?? document.body;
  return root;
}

/** Downloads an image through a temporary `<a download>` (another origin: opens it instead). */
function download(img: HTMLImageElement | undefined): void {
  if (!img) return;
  const url = new URL(img.currentSrc || img.src, location.href);
  const a = document.createElement('a');
  a.href = url.href;
  a.download = decodeURIComponent(url.pathname.split('/').pop() || 'image');
  if (url.origin !== location.origin) {
    a.target = '_blank';
    a.rel = 'noopener';
  }
  document.body.append(a);
  a.click();
  a.remove();
}

export const mount: WidgetModule['mount'] = (elements, { lang, signal }) => {
  const images = elements.filter((el): el is HTMLImageElement => el instanceof HTMLImageElement && !el.closest('a, [data-widget]') && !el.classList.contains('no-view'));
  if (!images.length) return;
  if (!document.getElementById(STYLE_ID)) {
    const style = document.createElement('style');
    style.id = STYLE_ID;
    style.textContent = css;
    document.head.append(style);
  }
  const words = lang.toLowerCase().startsWith('zh') ? WORDS.zh : WORDS.en;
  const viewable = new Set(images);
  for (const img of images) img.setAttribute('data-viewable', '');
  const several = images.length > 1;

  let current: HTMLImageElement | undefined;
  /** Listeners that live while the viewer is open. */
  let open: AbortController | undefined;
  const dialogOf = () => (viewer as unknown as ViewerInternals).viewer;

  const viewer = new Viewer(commonAncestor(images), {
    filter: (img: HTMLImageElement) => viewable.has(img),
    navbar: several,
    toolbar: {
      zoomIn: true,
      zoomOut: true,
      oneToOne: true,
      reset: true,
      prev: several,
      next: several,
      rotateLeft: true,
      rotateRight: true,
      download: { show: true, click: () => download(current) },
      fullscreen: {
        show: true,
        click: () => {
          const dialog = dialogOf();
          if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
          else void dialog?.requestFullscreen?.().catch(() => undefined);
        },
      },
    },
    // Built on the first opening: name the dialog's buttons, let Enter and Space press ours.
    ready() {
      const dialog = dialogOf();
      if (!dialog) return;
      dialog.querySelector('.viewer-button')?.setAttribute('aria-label', words.close);
      for (const li of dialog.querySelectorAll<HTMLElement>('.viewer-toolbar li')) {
        const name = [...li.classList].map((c) => c.replace(/^viewer-/, '')).find((c) => c in words.buttons);
        if (name) li.setAttribute('aria-label', words.buttons[name]);
        if (name === 'download' || name === 'fullscreen') {
          li.addEventListener('keydown', (e) => {
            if (e.key !== 'Enter' && e.key !== ' ') return;
            e.preventDefault();
            li.click();
          });
        }
      }
    },
    // The image being shown, from the moment it is chosen (before it has loaded).
    view(e) {
      current = e.detail.originalImage;
    },
    shown() {
      const dialog = dialogOf();
      if (!dialog) return;
      // viewerjs names the dialog by the image title; the title describes it instead.
      const title = dialog.getAttribute('aria-labelledby');
      dialog.removeAttribute('aria-labelledby');
      if (title) dialog.setAttribute('aria-describedby', title);
      dialog.setAttribute('aria-label', words.dialog);
      dialog.setAttribute('aria-modal', 'true');
      open = new AbortController();
      // Scrolling the page closes the viewer (the wheel over the image zooms instead).
      window.addEventListener('scroll', () => viewer.hide(), { passive: true, once: true, signal: open.signal });
      document.addEventListener(
        'fullscreenchange',
        () => {
          const button = dialog.querySelector('.viewer-toolbar li.viewer-fullscreen, .viewer-toolbar li.viewer-fullscreen-exit');
          button?.classList.toggle('viewer-fullscreen-exit', document.fullscreenElement === dialog);
        },
        { signal: open.signal },
      );
    },
    hide() {
      open?.abort();
      if (document.fullscreenElement && document.fullscreenElement === dialogOf()) void document.exitFullscreen().catch(() => undefined);
    },
  });

  signal.addEventListener(
    'abort',
    () => {
      open?.abort();
      viewer.destroy();
      for (const img of images) img.removeAttribute('data-viewable');
    },
    { once: true },
  );
};

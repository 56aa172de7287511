/** Watch-mode client: reloads on rebuild and shows build errors as an overlay. Only in `docs-cli watch`. */
import { DEV_EVENTS_PATH } from './constants.ts';

interface DevError {
  file?: string;
  line?: number;
  column?: number;
  message: string;
}

const OVERLAY_ID = 'docs-cli-error-overlay';

function showErrors(errors: DevError[]): void {
  document.getElementById(OVERLAY_ID)?.remove();
  if (!errors.length) return;
  const box = document.createElement('div');
  box.id = OVERLAY_ID;
  box.setAttribute('role', 'alertdialog');
  box.setAttribute('aria-label', 'Build error');
  box.style.cssText = 'position:fixed;inset:0;z-index:9999;background:rgba(20,20,20,.92);color:#ffd7d7;font:14px/1.6 ui-monospace,monospace;padding:2rem;overflow:auto';
  const title = document.createElement('h2');
  title.textContent = `Build failed: ${errors.length} error${errors.length > 1 ? 's' : ''}`;
  title.style.cssText = 'color:#ff6b6b;margin:0 0 1rem';
  box.append(title);
  for (const e of errors) {
    const pre = document.createElement('pre');
    pre.style.cssText = 'white-space:pre-wrap;margin:0 0 1rem';
    pre.textContent = `${e.file ?? ''}${e.line ? `:${e.line}` : ''}${e.column ? `:${e.column}` : ''}\n${e.message}`;
    box.append(pre);
  }
  document.body.append(box);
}

const source = new EventSource(DEV_EVENTS_PATH);
source.addEventListener('reload', () => location.reload());
source.addEventListener('errors', (e) => showErrors(JSON.parse((e as MessageEvent).data) as DevError[]));

/**
 * Code blocks: the copy button (revealed 500 ms after the page is ready; says "Copied" for
 * 2000 ms) and the expand/collapse button of long blocks. The build writes both buttons; this
 * module gives them behaviour.
 */
import { COPY_BUTTON_DELAY_MS, COPY_FEEDBACK_MS } from '../constants.ts';
import type { WidgetModule } from './index.ts';
import { writeClipboard } from '../clipboard.ts';

export const mount: WidgetModule['mount'] = (figures, { signal }) => {
  const reveal = setTimeout(() => figures.forEach((f) => f.setAttribute('data-copy-ready', '')), COPY_BUTTON_DELAY_MS);
  signal.addEventListener('abort', () => clearTimeout(reveal));
  for (const figure of figures) {
    figure.querySelector<HTMLButtonElement>('button.copy-code')?.addEventListener('click', (e) => void copy(figure, e.currentTarget as HTMLButtonElement, signal), { signal });
    figure.querySelector<HTMLButtonElement>('button.code-expand')?.addEventListener('click', (e) => toggle(figure, e.currentTarget as HTMLButtonElement), { signal });
  }
};

async function copy(figure: HTMLElement, button: HTMLButtonElement, signal: AbortSignal): Promise<void> {
  const text = figure.querySelector('pre code')?.textContent ?? '';
  try {
    await writeClipboard(text);
  } catch (err) {
    console.error('copying the code failed', err);
    return;
  }
  button.setAttribute('aria-label', 'Copied');
  button.title = 'Copied';
  button.classList.add('copied');
  const reset = setTimeout(() => {
    button.setAttribute('aria-label', 'Copy code');
    button.title = 'Copy code';
    button.classList.remove('copied');
  }, COPY_FEEDBACK_MS);
  signal.addEventListener('abort', () => clearTimeout(reset));
}

function toggle(figure: HTMLElement, button: HTMLButtonElement): void {
  const expanded = figure.classList.toggle('expanded');
  button.setAttribute('aria-expanded', String(expanded));
  button.textContent = (expanded ? button.dataset.collapse : button.dataset.expand) ?? button.textContent;
  // Collapsing a block taller than the screen would leave the reader far below it.
  if (!expanded && figure.getBoundingClientRect().top < 0) figure.scrollIntoView({ block: 'start' });
}

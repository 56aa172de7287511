/**
 * The navbar's "Search" button and the search shortcuts (Ctrl+K, Cmd+K, `/`; not while typing in
 * a field). This file is in every page's first load, so it holds only the closed state: the
 * dialog (local index or DocSearch) is a separate chunk, imported on first open, or as soon as
 * the pointer or focus reaches the button.
 *
 * The navbar renders two buttons (one shown at ≤ 719 px, the other above); the desktop one hosts
 * the shortcuts and the dialog, the mobile one asks it to open. Focus returns to whichever is visible.
 */
import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { createPortal } from 'react-dom';
import { isTyping } from '../../runtime/chrome/keys.ts';
import { useTheme } from '../context.ts';
import { Icon } from './Icon.tsx';

/** What a search dialog chunk exports. `onClose(true)` returns focus to the button. */
export interface SearchDialogProps {
  onClose: (restoreFocus: boolean) => void;
}
type Dialog = ComponentType<SearchDialogProps>;

const buttons = new Set<HTMLButtonElement>();
/** Opens the hosted dialog; set while the host button is mounted. */
let openHosted: ((from: HTMLElement | null) => void) | null = null;
let dialogChunk: Promise<Dialog> | undefined;

/** Imports the dialog of the configured provider, once. */
function loadDialog(provider: string | undefined): Promise<Dialog> {
  dialogChunk ??= (provider === 'docsearch' ? import('./DocSearchDialog.tsx').then((m) => m.DocSearchDialog) : import('./SearchDialog.tsx').then((m) => m.SearchDialog));
  dialogChunk.catch(() => (dialogChunk = undefined));
  return dialogChunk;
}

const isShown = (el: HTMLElement) => el.isConnected && el.getClientRects().length > 0;

export function SearchButton({ mobile }: { mobile?: boolean }) {
  const { site, t } = useTheme();
  const provider = site.search?.provider;
  const ref = useRef<HTMLButtonElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  const [open, setOpen] = useState(false);
  const [Dialog, setDialog] = useState<Dialog | null>(null);

  const openFrom = useCallback(
    (from: HTMLElement | null) => {
      returnTo.current = from;
      loadDialog(provider).then(
        (d) => {
          setDialog(() => d);
          setOpen(true);
        },
        (err) => console.warn('search dialog could not be loaded', err),
      );
    },
    [provider],
  );

  useEffect(() => {
    const el = ref.current!;
    buttons.add(el);
    if (mobile) return () => void buttons.delete(el);
    openHosted = openFrom;
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.isComposing || e.altKey || isTyping(e.target)) return;
      const chord = (e.ctrlKey || e.metaKey) && !e.shiftKey && e.key.toLowerCase() === 'k';
      const slash = e.key === '/' && !e.ctrlKey && !e.metaKey;
      if (!chord && !slash) return;
      // Not over another modal dialog (a notice, the language prompt); over ours, Ctrl+K only keeps the browser's shortcut away.
      const modal = document.querySelector('[aria-modal="true"]:not([hidden])');
      if (modal) return void (chord && modal.getAttribute('aria-label') === 'Search' && e.preventDefault());
      e.preventDefault();
      openFrom(null);
    };
    window.addEventListener('keydown', onKey);
    return () => {
      buttons.delete(el);
      if (openHosted === openFrom) openHosted = null;
      window.removeEventListener('keydown', onKey);
    };
  }, [mobile, openFrom]);

  const close = useCallback((restoreFocus: boolean) => {
    setOpen(false);
    if (!restoreFocus) return;
    const from = returnTo.current;
    const target = from && isShown(from) ? from : [...buttons].find(isShown);
    target?.focus();
  }, []);

  return (
    <>
      <button
        ref={ref}
        type="button"
        className={`icon-button search-button${mobile ? ' search-button-mobile' : ''}`}
        aria-label="Search"
        title={t.navbar.search}
        aria-haspopup="dialog"
        onClick={(e) => (mobile ? openHosted : openFrom)?.(e.currentTarget)}
        onPointerEnter={() => void loadDialog(provider).catch(() => undefined)}
        onFocus={() => void loadDialog(provider).catch(() => undefined)}
      >
        <Icon name="search" size={18} />
      </button>
      {open && Dialog && createPortal(<Dialog onClose={close} />, document.body)}
    </>
  );
}

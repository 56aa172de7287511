/**
 * A modal dialog: role="dialog" named by its title, focus moved in on open and back on close,
 * Tab kept inside, Escape and a click on the backdrop close it (unless `locked`).
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';

export function Modal({ title, onClose, locked, className, children }: { title: ReactNode; onClose: () => void; locked?: boolean; className?: string; children: ReactNode }) {
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    const box = ref.current;
    const focusables = () => [...(box?.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])') ?? [])];
    // The dialog itself takes focus (its title is read first); Tab then walks its controls.
    box?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && !locked) {
        e.preventDefault();
        onClose();
      } else if (e.key === 'Tab') {
        const list = focusables();
        if (!list.length) return;
        const first = list[0];
        const last = list[list.length - 1];
        if (e.shiftKey && document.activeElement === first) {
          e.preventDefault();
          last.focus();
        } else if (!e.shiftKey && document.activeElement === last) {
          e.preventDefault();
          first.focus();
        }
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      before?.focus?.({ preventScroll: true });
    };
  }, [locked, onClose]);
  return (
    <div className="modal-backdrop" onMouseDown={(e) => e.target === e.currentTarget && !locked && onClose()}>
      <div ref={ref} className={`modal${className ? ` ${className}` : ''}`} role="dialog" aria-modal="true" aria-labelledby={id} tabIndex={-1}>
        <h2 id={id} className="modal-title">
          {title}
        </h2>
        {children}
      </div>
    </div>
  );
}

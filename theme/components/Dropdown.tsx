/** A button that opens a list; closes on Escape (focus back on the button), outside click or navigation. */
import { Children, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTheme } from '../context.ts';

export function Dropdown({ text, label, title, className, children }: { text: ReactNode; label?: string; title?: string; className?: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  const { page } = useTheme();
  useEffect(() => setOpen(false), [page.path]);
  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => ref.current && !ref.current.contains(e.target as Node) && setOpen(false);
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      ref.current?.querySelector<HTMLButtonElement>('.dropdown-button')?.focus();
    };
    const onFocus = (e: FocusEvent) => ref.current && !ref.current.contains(e.target as Node) && setOpen(false);
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    document.addEventListener('focusin', onFocus);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('focusin', onFocus);
    };
  }, [open]);
  return (
    <div className={`dropdown${className ? ` ${className}` : ''}${open ? ' open' : ''}`} ref={ref}>
      <button type="button" className="dropdown-button" aria-expanded={open} aria-controls={id} aria-label={label} title={title} onClick={() => setOpen(!open)}>
        {text}
      </button>
      <ul id={id} className="dropdown-menu" hidden={!open}>
        {Children.map(children, (child) => (
          <li>{child}</li>
        ))}
      </ul>
    </div>
  );
}

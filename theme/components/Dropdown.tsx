/** A button that opens a list of links; closes on Escape, outside click or navigation. */
import { Children, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTheme } from '../context.ts';

export function Dropdown({ text, label, children }: { text: string; label?: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  const { page } = useTheme();
  useEffect(() => setOpen(false), [page.path]);
  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => ref.current && !ref.current.contains(e.target as Node) && setOpen(false);
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  return (
    <div className="dropdown" ref={ref}>
      <button type="button" className="dropdown-button" aria-expanded={open} aria-controls={id} aria-label={label} onClick={() => setOpen(!open)}>
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

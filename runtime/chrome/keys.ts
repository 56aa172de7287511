/** Keyboard helpers shared by the page shortcuts (Alt+arrows, search). */

/** Whether a key press happens while the reader types into a field (input, textarea, select, contenteditable). */
export function isTyping(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return !!el && (el.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName));
}

/**
 * The language redirect prompt (SPEC §4, §9): when the browser's languages prefer another locale
 * that has this page, offer to switch. Auto-locale is off: nothing moves without the reader. The
 * choice — the locale prefix the reader wants — is kept for the session (sessionStorage
 * `redirect-choice`), or for good with "Remember" (localStorage); once a choice exists the prompt
 * stays away.
 */
import { useEffect, useState } from 'react';
import { REDIRECT_CHOICE_KEY } from '../../runtime/keys.ts';
import { navigate } from '../../runtime/navigate.ts';
import { slot } from '../../runtime/storage.ts';
import { useTheme, withBase } from '../context.ts';
import { format, langName } from '../locales/index.ts';
import { Modal } from './Modal.tsx';

/** The locale prefix the browser's languages prefer, by exact tag first, then by primary language. */
export function preferredLocale(languages: readonly string[], locales: Record<string, string[]>): string | undefined {
  for (const lang of languages.map((l) => l.toLowerCase())) {
    for (const [prefix, tags] of Object.entries(locales)) if (tags.some((t) => t.toLowerCase() === lang)) return prefix;
    const primary = lang.split('-')[0];
    for (const [prefix, tags] of Object.entries(locales)) if (tags.some((t) => t.toLowerCase().split('-')[0] === primary)) return prefix;
  }
  return undefined;
}

const remembered = slot(REDIRECT_CHOICE_KEY, 'local');
const session = slot(REDIRECT_CHOICE_KEY, 'session');

export function RedirectPrompt({ onOpenChange }: { onOpenChange?: (open: boolean) => void }) {
  const { site, page, t } = useTheme();
  // undefined: not decided yet (the notice waits); null: no prompt.
  const [target, setTarget] = useState<{ link: string; lang: string; locale: string } | null | undefined>();
  const [remember, setRemember] = useState(false);
  useEffect(() => {
    const locales = site.themeOptions.redirect?.locales;
    if (!locales || remembered.get() || session.get()) return setTarget(null);
    const wanted = preferredLocale(navigator.languages?.length ? navigator.languages : [navigator.language], locales);
    const twin = wanted && wanted !== page.locale ? page.twins.find((tw) => tw.locale === wanted) : undefined;
    setTarget(twin ?? null);
  }, [page.path, page.locale, page.twins, site]);
  useEffect(() => {
    if (target !== undefined) onOpenChange?.(!!target);
  }, [target, onOpenChange]);
  if (!target) return null;
  const choose = (prefix: string) => (remember ? remembered : session).set(prefix);
  const name = langName(target.lang);
  return (
    <Modal title={format(t.redirect.title, { lang: name })} onClose={() => (choose(page.locale), setTarget(null))} className="redirect-prompt">
      <p>{format(t.redirect.hint, { lang: name })}</p>
      <label className="redirect-remember">
        <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} /> {t.redirect.remember}
      </label>
      <div className="notice-actions">
        <button
          type="button"
          className="action primary"
          onClick={() => {
            choose(target.locale);
            setTarget(null);
            navigate(withBase(site.base, target.link));
          }}
        >
          {t.redirect.switch}
        </button>
        <button type="button" className="action default" onClick={() => (choose(page.locale), setTarget(null))}>
          {t.redirect.cancel}
        </button>
      </div>
    </Modal>
  );
}

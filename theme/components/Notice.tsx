/**
 * The notice pop-up (SPEC §2.4, §4): the first configured notice whose `path` or `match` fits the
 * page, shown once per key — for good (localStorage `notice-<key>`) when `showOnce`, else for the
 * session (sessionStorage). Closing it or following an action records it as seen.
 */
import { useCallback, useEffect, useState } from 'react';
import { noticeKey } from '../../runtime/keys.ts';
import type { NoticeConfig } from '../../runtime/protocol.ts';
import { slot } from '../../runtime/storage.ts';
import { useTheme, withBase } from '../context.ts';
import { Modal } from './Modal.tsx';

const trim = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);

/** The notice for `path`, if any: exact `path` (trailing slash ignored) or a `match` pattern. */
export function noticeFor(notices: NoticeConfig[] | undefined, path: string): NoticeConfig | undefined {
  return notices?.find((n) => (n.path !== undefined && trim(n.path) === trim(path)) || (n.match !== undefined && safeRegExp(n.match)?.test(path)));
}

function safeRegExp(source: string): RegExp | undefined {
  try {
    return new RegExp(source);
  } catch {
    return undefined;
  }
}

/** The storage slot that remembers a notice. */
export function noticeSlot(n: NoticeConfig) {
  return slot(noticeKey(n.noticeKey ?? n.path ?? n.match ?? n.title), n.showOnce ? 'local' : 'session');
}

export function Notice() {
  const { site, page, t } = useTheme();
  const [notice, setNotice] = useState<NoticeConfig | undefined>();
  useEffect(() => {
    const n = noticeFor(site.themeOptions.notice, page.path);
    setNotice(n && !noticeSlot(n).get() ? n : undefined);
  }, [page.path, site]);
  const seen = useCallback(() => {
    if (!notice) return;
    noticeSlot(notice).set('seen');
    setNotice(undefined);
  }, [notice]);
  if (!notice) return null;
  // Root-relative links in the content follow the site's base, like every other link.
  const content = notice.content.replace(/href="\/(?!\/)/g, `href="${withBase(site.base, '/')}`);
  return (
    <Modal title={notice.title} onClose={seen} locked={notice.confirm} className={`notice${notice.fullscreen ? ' notice-fullscreen' : ''}`}>
      <div className="notice-content" dangerouslySetInnerHTML={{ __html: content }} />
      <div className="notice-actions">
        {notice.actions?.map((a) =>
          a.link ? (
            <a key={a.text} className={`action ${a.type ?? 'default'}`} href={/^https?:/.test(a.link) ? a.link : withBase(site.base, a.link)} onClick={seen}>
              {a.text}
            </a>
          ) : (
            <button key={a.text} type="button" className={`action ${a.type ?? 'default'}`} onClick={seen}>
              {a.text}
            </button>
          ),
        )}
        {!notice.confirm && (
          <button type="button" className="action default notice-close" onClick={seen}>
            {t.notice.close}
          </button>
        )}
      </div>
    </Modal>
  );
}

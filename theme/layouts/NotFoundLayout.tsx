/** The not-found page (SPEC §8). The server renders the first message; the browser picks one at random. */
import { useEffect, useState } from 'react';
import { Shell } from '../components/Shell.tsx';
import { useTheme, withBase } from '../context.ts';

export function NotFoundLayout() {
  const { site, page, t } = useTheme();
  const messages = t.route.notFoundMessages;
  const [message, setMessage] = useState(messages[0]);
  useEffect(() => setMessage(messages[Math.floor(Math.random() * messages.length)]), [messages]);
  return (
    <Shell layout="not-found">
      <div className="not-found">
        <p className="error-code">
          404
        </p>
        <h1>{t.route.notFoundTitle}</h1>
        <p className="error-hint">{message}</p>
        <div className="actions">
          <button type="button" className="action secondary" onClick={() => window.history.back()}>
            {t.route.back}
          </button>
          <a className="action primary" href={withBase(site.base, page.locale)}>
            {t.route.home}
          </a>
        </div>
      </div>
    </Shell>
  );
}

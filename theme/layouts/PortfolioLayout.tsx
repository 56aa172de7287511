/**
 * The portfolio home (SPEC §2.4): avatar, welcome text, name, rotating titles typed character by
 * character, social links, then the page content. The server renders the first title in full;
 * typing starts once the page is hydrated (the timing lives in ./typing.ts).
 */
import { useEffect, useState } from 'react';
import { Content } from '../components/Content.tsx';
import { Icon, useHasIcon } from '../components/Icon.tsx';
import { Shell } from '../components/Shell.tsx';
import { useTheme } from '../context.ts';
import { NewTabHint } from './HomeLayout.tsx';
import { backgroundStyle, imageSrc, linkAttrs, MEDIA_ICONS, readMedias, readTitles, text, type Media } from './frontmatter.ts';
import { initialTyping, nextTyping, shouldAnimate, typingHoldMs, typingText } from './typing.ts';

function mediaIcon(m: Media, hasIcon: (name: string) => boolean): string {
  if (m.icon && hasIcon(m.icon)) return m.icon;
  return MEDIA_ICONS[m.name.toLowerCase()] ?? (m.url.startsWith('mailto:') ? 'mail' : 'link');
}

/** The rotating titles: typed text for the eye (hidden from screen readers), the whole list for the ear. */
function TypedTitles({ titles }: { titles: string[] }) {
  const [state, setState] = useState(() => initialTyping(titles));
  const key = titles.join('\n');
  useEffect(() => {
    let current = initialTyping(titles);
    setState(current);
    if (!shouldAnimate(titles)) return;
    const motion = window.matchMedia('(prefers-reduced-motion: reduce)');
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      timer = setTimeout(() => {
        current = nextTyping(titles, current, motion.matches);
        setState(current);
        schedule();
      }, typingHoldMs(titles, current, motion.matches));
    };
    schedule();
    return () => clearTimeout(timer);
    // Keyed by the titles' text: the list itself is a new array on every render.
  }, [key]);
  return (
    <div className="portfolio-titles">
      <span className="portfolio-typed" aria-hidden="true" data-typing="">
        {typingText(titles, state)}
      </span>
      <ul className="sr-only">
        {titles.map((title, i) => (
          <li key={i}>{title}</li>
        ))}
      </ul>
    </div>
  );
}

export function PortfolioLayout() {
  const { site, page, t } = useTheme();
  const hasIcon = useHasIcon();
  const fm = page.frontmatter;
  const name = text(fm.name);
  const avatar = imageSrc(site.base, fm.avatar);
  const welcome = text(fm.welcome);
  const titles = readTitles(fm.titles);
  const medias = readMedias(fm.medias);
  const bg = backgroundStyle(site.base, fm.bgImage, fm.bgImageDark);
  return (
    <Shell layout="portfolio">
      <div className="portfolio">
        <header className={`portfolio-hero${bg ? ' has-bg' : ''}`} style={bg}>
          {avatar && <img className="portfolio-avatar" src={avatar} alt={name ?? ''} />}
          {welcome && <p className="portfolio-welcome">{welcome}</p>}
          <h1 className="portfolio-name">{name ?? page.title}</h1>
          {titles.length > 0 && <TypedTitles titles={titles} />}
          {medias.length > 0 && (
            <ul className="portfolio-medias" role="list" aria-label={t.home.socialLinks}>
              {medias.map((m) => {
                const attrs = linkAttrs(site.base, m.url);
                return attrs && (
                  <li key={`${m.name}\n${m.url}`}>
                    <a className="portfolio-media" title={m.name} {...attrs}>
                      <Icon name={mediaIcon(m, hasIcon)} size={20} />
                      <span className="sr-only">{m.name}</span>
                      {attrs.target && <NewTabHint t={t} />}
                    </a>
                  </li>
                );
              })}
            </ul>
          )}
        </header>
        <div className="home-content">
          <Content />
        </div>
      </div>
    </Shell>
  );
}

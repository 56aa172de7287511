/**
 * The home page (SPEC §2.4): hero (heading, tagline, actions, light and dark image), feature
 * panels, highlight sections, the page content, then the video-app promo banner. Front matter is
 * read defensively: a part with the wrong shape is left out, it never breaks the page.
 */
import { Content } from '../components/Content.tsx';
import { Icon } from '../components/Icon.tsx';
import { Shell } from '../components/Shell.tsx';
import { useTheme, withBase } from '../context.ts';
import type { ThemeLocale } from '../locales/index.ts';
import { backgroundStyle, imageSrc, linkAttrs, readActions, text, readFeatures, readHighlights, readPromo, type Highlight, type Item, type Panel } from './frontmatter.ts';

/** "(opens in a new tab)" for screen readers, after links that do. */
export function NewTabHint({ t }: { t: ThemeLocale }) {
  return <span className="sr-only"> {t.markdown.externalLink}</span>;
}

/** A light image and, when there is one, its dark twin; the stylesheet shows one per colour mode. */
function ThemedImage({ light, dark, alt, className }: { light?: string; dark?: string; alt: string; className: string }) {
  const { site } = useTheme();
  const first = imageSrc(site.base, light ?? dark);
  if (!first) return null;
  const second = light ? imageSrc(site.base, dark) : undefined;
  if (!second || second === first) return <img className={className} src={first} alt={alt} />;
  // display: none takes the hidden one out of the accessibility tree as well.
  return (
    <>
      <img className={`${className} only-light`} src={first} alt={alt} />
      <img className={`${className} only-dark`} src={second} alt={alt} />
    </>
  );
}

/** An item's icon: a known icon name, or an image address. */
function ItemIcon({ icon }: { icon?: string }) {
  const { site } = useTheme();
  if (!icon) return null;
  if (/[/.]/.test(icon)) {
    const src = imageSrc(site.base, icon);
    return src ? <img className="item-icon" src={src} alt="" /> : null;
  }
  return <Icon name={icon} size={22} className="item-icon" />;
}

/** One feature or highlight: a heading (a link covering the card when it has one) and details. */
function ItemBody({ item, level }: { item: Item; level: 2 | 3 }) {
  const { site, t } = useTheme();
  const Heading = level === 2 ? 'h2' : 'h3';
  const attrs = item.link ? linkAttrs(site.base, item.link) : undefined;
  return (
    <>
      {item.icon && <span className="item-icon-box"><ItemIcon icon={item.icon} /></span>}
      <Heading className="item-title">
        {attrs ? <a className="item-link" {...attrs}>{item.title}{attrs.target && <NewTabHint t={t} />}</a> : item.title}
      </Heading>
      {item.details && <p className="item-details">{item.details}</p>}
    </>
  );
}

function Hero() {
  const { site, page, t } = useTheme();
  const fm = page.frontmatter;
  const actions = readActions(fm.actions);
  const heading = text(fm.heroText) ?? site.locales[page.locale]?.title ?? site.title;
  const bg = backgroundStyle(site.base, fm.bgImage, fm.bgImageDark);
  return (
    <header className={`hero${bg ? ' has-bg' : ''}`} style={bg}>
      <ThemedImage light={text(fm.heroImage)} dark={text(fm.heroImageDark)} alt={text(fm.heroAlt) ?? ''} className="hero-image" />
      <h1 className="hero-title">{heading}</h1>
      {text(fm.tagline) && <p className="hero-tagline">{fm.tagline as string}</p>}
      {actions.length > 0 && (
        <div className="hero-actions">
          {actions.map((a) => {
            const attrs = linkAttrs(site.base, a.link);
            return attrs && (
              <a key={`${a.text}\n${a.link}`} className={`action ${a.type}`} {...attrs}>
                {a.text}
                {attrs.target && <NewTabHint t={t} />}
              </a>
            );
          })}
        </div>
      )}
    </header>
  );
}

function Features({ panels }: { panels: Panel[] }) {
  return panels.map((p, i) => (
    <section key={i} className="features">
      {p.header && <h2 className="panel-header">{p.header}</h2>}
      {p.description && <p className="panel-description">{p.description}</p>}
      <ul className="feature-grid" role="list">
        {p.items.map((item, j) => (
          <li key={`${j}-${item.title}`} className={`feature${item.link ? ' is-link' : ''}`}>
            <ItemBody item={item} level={p.header ? 3 : 2} />
          </li>
        ))}
      </ul>
    </section>
  ));
}

function Highlights({ sections }: { sections: Highlight[] }) {
  const { site } = useTheme();
  return sections.map((s, i) => {
    const bg = backgroundStyle(site.base, s.bgImage, s.bgImageDark);
    const List = s.type === 'order' ? 'ol' : 'ul';
    return (
      <section key={i} className={`highlight type-${s.type}${bg ? ' has-bg' : ''}${s.image || s.imageDark ? ' has-image' : ''}`} style={{ ...bg, ...(s.color ? { color: s.color } : {}) }}>
        <div className="highlight-inner">
          <ThemedImage light={s.image} dark={s.imageDark} alt="" className="highlight-image" />
          <div className="highlight-text">
            {s.header && <h2 className="panel-header">{s.header}</h2>}
            {s.description && <p className="panel-description">{s.description}</p>}
            {s.items.length > 0 && (
              <List className="highlight-list" role="list">
                {s.items.map((item, j) => (
                  <li key={`${j}-${item.title}`} className={`highlight-item${item.link ? ' is-link' : ''}`}>
                    <ItemBody item={item} level={s.header ? 3 : 2} />
                  </li>
                ))}
              </List>
            )}
          </div>
        </div>
      </section>
    );
  });
}

/** The video-app promo banner: one card that opens the store page in a new tab. */
function Promo() {
  const { site, page, t } = useTheme();
  const promo = readPromo(site.themeOptions.promo, page.locale);
  if (!promo) return null;
  return (
    <div className="promo">
      <a className="promo-card" href={promo.link} target="_blank" rel="noopener" data-ad={promo.name}>
        {/* The spaces keep the words apart in the link's accessible name (the grid ignores them). */}
        <span className="promo-label">{t.home.promo}</span>{' '}
        <span className="promo-logo">
          {promo.image ? <img src={imageSrc(site.base, promo.image)} alt="" /> : <Icon name="video" size={30} />}
        </span>
        <span className="promo-body">
          <span className="promo-title">{promo.title}</span>
          {promo.details.map((line, i) => (
            <span key={i} className="promo-details">{' '}{line}</span>
          ))}
        </span>
        {promo.badge && <>{' '}<span className="promo-badge">{promo.badge}</span></>}
        <NewTabHint t={t} />
      </a>
    </div>
  );
}

export function HomeLayout() {
  const { page } = useTheme();
  const panels = readFeatures(page.frontmatter.features);
  const highlights = readHighlights(page.frontmatter.highlights);
  return (
    <Shell layout="home">
      <div className="home">
        <Hero />
        {panels.length > 0 && <Features panels={panels} />}
        {highlights.length > 0 && (
          <div className="highlights">
            <Highlights sections={highlights} />
          </div>
        )}
        <div className="home-content">
          <Content />
        </div>
        <Promo />
      </div>
    </Shell>
  );
}

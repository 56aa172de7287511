/** The home page: hero with actions, feature panels, then the page content. */
import { Content } from '../components/Content.tsx';
import { Shell } from '../components/Shell.tsx';
import { useTheme, withBase } from '../context.ts';

interface Action {
  text: string;
  link: string;
  type?: string;
}
interface Feature {
  title: string;
  details?: string;
  link?: string;
  icon?: string;
}

export function HomeLayout() {
  const { site, page } = useTheme();
  const fm = page.frontmatter;
  const actions = (Array.isArray(fm.actions) ? fm.actions : []) as Action[];
  const features = (Array.isArray(fm.features) ? fm.features : []) as Feature[];
  const heroText = typeof fm.heroText === 'string' ? fm.heroText : site.locales[page.locale]?.title ?? site.title;
  return (
    <Shell layout="home">
      <div className="home">
        <header className="hero">
          {typeof fm.heroImage === 'string' && <img className="hero-image" src={withBase(site.base, fm.heroImage)} alt={typeof fm.heroAlt === 'string' ? fm.heroAlt : ''} />}
          <h1 className="hero-title">{heroText}</h1>
          {typeof fm.tagline === 'string' && <p className="hero-tagline">{fm.tagline}</p>}
          {actions.length > 0 && (
            <p className="hero-actions">
              {actions.map((a) => (
                <a key={a.link} className={`action ${a.type ?? 'primary'}`} href={withBase(site.base, a.link)}>
                  {a.text}
                </a>
              ))}
            </p>
          )}
        </header>
        {features.length > 0 && (
          <section className="features">
            {features.map((f) => (
              <div key={f.title} className="feature">
                <h2>{f.link ? <a href={withBase(site.base, f.link)}>{f.title}</a> : f.title}</h2>
                {f.details && <p>{f.details}</p>}
              </div>
            ))}
          </section>
        )}
        <div className="home-content">
          <Content />
        </div>
      </div>
    </Shell>
  );
}

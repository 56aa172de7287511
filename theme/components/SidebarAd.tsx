/**
 * The sidebar ad: a logo with a link, on every page with a sidebar. A click reports its name to the
 * ad statistics (runtime/chrome/ads.ts reads `data-ad`). The sponsorship label shows when enabled.
 */
import { useTheme, withBase } from '../context.ts';

export function SidebarAd() {
  const { site, page, t } = useTheme();
  const ads = site.themeOptions.ads;
  const ad = ads?.sidebar;
  if (!ad) return null;
  const text = ad.text[page.locale] ?? Object.values(ad.text)[0] ?? ad.name;
  return (
    <div className="sidebar-ad">
      <a href={ad.link} target="_blank" rel="noopener sponsored" data-ad={ad.name}>
        <img src={withBase(site.base, ad.image)} alt={text} width={160} height={48} />
      </a>
      {ads?.sponsorLabel && <span className="sidebar-ad-label">{t.ads.sponsor}</span>}
    </div>
  );
}

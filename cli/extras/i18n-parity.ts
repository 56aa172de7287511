/**
 * Every page has a twin at the same path in each other locale (`guide/x.md` ↔ `zh/guide/x.md`),
 * unless its front matter says `i18n: false`. The build prints how many pages each language has
 * and reports each missing twin — an error by default (`i18nParity` in the config).
 */
import type { ResolvedConfig } from '../config/resolve.ts';
import type { Diagnostic } from '../diagnostics.ts';
import type { SourcePage } from '../stages/load.ts';

export interface ParityReport {
  /** Pages written per language (generated catalog pages not counted). */
  pages: Record<string, number>;
  /** Pages that opted out with `i18n: false`. */
  optedOut: number;
  missing: number;
}

const LANGUAGE_NAMES: Record<string, string> = { 'en-US': 'English', 'zh-CN': 'Chinese' };

export function checkParity(config: Pick<ResolvedConfig, 'locales' | 'i18nParity'>, sources: SourcePage[], diagnostics: Diagnostic[]): ParityReport | undefined {
  if (config.locales.length < 2 || config.i18nParity === 'off') return undefined;
  const routes = new Set(sources.map((s) => s.route));
  const report: ParityReport = { pages: {}, optedOut: 0, missing: 0 };
  for (const page of sources) {
    if (page.generated) continue;
    report.pages[page.lang] = (report.pages[page.lang] ?? 0) + 1;
    if (page.frontmatter.i18n === false) {
      report.optedOut++;
      continue;
    }
    for (const other of config.locales) {
      if (other.prefix === page.locale) continue;
      const twin = other.prefix + page.route.slice(page.locale.length);
      if (routes.has(twin)) continue;
      report.missing++;
      const twinFile = `${other.prefix.slice(1)}${page.relPath.slice(page.locale.length - 1)}`;
      diagnostics.push({
        severity: config.i18nParity === 'warning' ? 'warning' : 'error',
        file: page.displayFile,
        message: `no ${LANGUAGE_NAMES[other.lang] ?? other.lang} twin (${twin}): write ${page.displayFile.slice(0, page.displayFile.length - page.relPath.length)}${twinFile}, or set "i18n: false" in this page's front matter`,
      });
    }
  }
  return report;
}

/** One line for the terminal, e.g. `languages: en-US 136 pages, zh-CN 142 pages; 3 without a twin by choice`. */
export function formatParity(r: ParityReport): string {
  const counts = Object.entries(r.pages).map(([lang, n]) => `${lang} ${n} pages`).join(', ');
  return `languages: ${counts}; ${r.optedOut} without a twin by choice (i18n: false)${r.missing ? `; ${r.missing} missing` : ''}`;
}

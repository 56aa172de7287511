/** Stage 1: walk the docs folder and read every page with its front matter. */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { ResolvedConfig } from '../config/resolve.ts';
import { localeOf } from '../config/resolve.ts';
import { displayPath, type Diagnostic } from '../diagnostics.ts';
import { autoCatalogPages } from './catalog.ts';
import { parseFrontMatter } from './frontmatter.ts';
import { isPageFile, routeOfFile } from './routes.ts';

export interface SourcePage {
  /** Absolute path. */
  file: string;
  /** Path relative to the docs folder, with forward slashes. */
  relPath: string;
  /** Path relative to the project root, for messages. */
  displayFile: string;
  route: string;
  /** Locale prefix: '/' or '/zh/'. */
  locale: string;
  /** Language tag of the locale, e.g. 'zh-CN'. */
  lang: string;
  frontmatter: Record<string, unknown>;
  /** Markdown body; the front matter is replaced by blank lines so line numbers match the file. */
  body: string;
  /** Made by the build (a folder's catalog page), not written by anyone. */
  generated?: boolean;
}

/** Lists the page files of the docs folder, relative and sorted. */
export async function listPageFiles(docsDir: string): Promise<string[]> {
  const entries = await fs.readdir(docsDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(docsDir, path.join(e.parentPath ?? (e as unknown as { path: string }).path, e.name)).split(path.sep).join('/'))
    .filter(isPageFile)
    .sort();
}

/** Reads one page file; problems go into `diagnostics`. Returns undefined when the file cannot be read. */
export async function loadPage(config: ResolvedConfig, relPath: string, diagnostics: Diagnostic[]): Promise<SourcePage | undefined> {
  const file = path.join(config.docsDir, relPath);
  const displayFile = displayPath(config.root, file);
  let source: string;
  try {
    source = await fs.readFile(file, 'utf8');
  } catch (err) {
    diagnostics.push({ severity: 'error', file: displayFile, line: 1, column: 1, message: `cannot read file: ${(err as Error).message}` });
    return undefined;
  }
  if (source.charCodeAt(0) === 0xfeff) source = source.slice(1);
  const fm = parseFrontMatter(source, displayFile);
  diagnostics.push(...fm.diagnostics);
  const route = routeOfFile(relPath);
  const locale = localeOf(config, route);
  return { file, relPath, displayFile, route, locale: locale.prefix, lang: locale.lang, frontmatter: fm.data, body: fm.body };
}

/** Loads every page of the docs folder. Two files claiming one route is an error. */
export async function loadPages(config: ResolvedConfig, diagnostics: Diagnostic[]): Promise<SourcePage[]> {
  let files: string[];
  try {
    files = await listPageFiles(config.docsDir);
  } catch (err) {
    diagnostics.push({ severity: 'error', file: displayPath(config.root, config.docsDir), message: `cannot read the docs folder: ${(err as Error).message}` });
    return [];
  }
  const pages = (await Promise.all(files.map((f) => loadPage(config, f, diagnostics)))).filter((p): p is SourcePage => !!p);
  const byRoute = new Map<string, SourcePage>();
  for (const page of pages) {
    const other = byRoute.get(page.route);
    if (other) {
      diagnostics.push({ severity: 'error', file: page.displayFile, line: 1, column: 1, message: `route ${page.route} is also produced by ${other.displayFile}; keep only one of README.md and index.md` });
    } else byRoute.set(page.route, page);
  }
  if (config.autoCatalog) for (const page of autoCatalogPages(config, [...byRoute.values()])) byRoute.set(page.route, page);
  return [...byRoute.values()].sort((a, b) => a.route.localeCompare(b.route));
}

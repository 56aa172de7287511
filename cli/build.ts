/** `docs-cli build`: the pipeline as a short list of named, timed steps. */
import path from 'node:path';
import type { PageData } from '../runtime/protocol.ts';
import { loadConfig } from './config/index.ts';
import type { ResolvedConfig } from './config/resolve.ts';
import { BuildError, DiagnosticList } from './diagnostics.ts';
import { checkLinks } from './extras/links-check.ts';
import { checkParity, formatParity } from './extras/i18n-parity.ts';
import { analysisFrom, buildSearchIndexes, formatIndexSizes } from './extras/search-index.ts';
import { markdownOptions } from './markdown/options.ts';
import type { TransformedPage } from './markdown/types.ts';
import type { Reporter } from './reporter.ts';
import { bundleClient, loadServerRenderer, type OutputAsset } from './stages/bundle.ts';
import { readGitHistory } from './stages/git.ts';
import { listPageFiles, loadPages, type SourcePage } from './stages/load.ts';
import { WorkerPool } from './stages/pool.ts';
import { pageFiles, renderSite, siteFiles, type ParallelRenderer } from './stages/render.ts';
import { resolveSite } from './stages/resolve.ts';
import { transformPages } from './stages/transform.ts';
import { listCopies, OutputWriter, type CopyTask } from './stages/write.ts';
import { withBase } from '../runtime/base.ts';

export interface BuildOptions {
  root: string;
  outDir?: string;
  base?: string;
  reporter: Reporter;
  /** Treat warnings as errors. */
  strict?: boolean;
  /** Force worker threads on or off (default: by site size and cores). */
  workers?: boolean;
}

export interface BuildSummary {
  pages: number;
  warnings: number;
  bytes: number;
  ms: number;
  outDir: string;
}

/** Builds the site into `outDir`. Throws BuildError (with every diagnostic) when the site has errors. */
export async function buildSite(opts: BuildOptions): Promise<BuildSummary> {
  const t0 = performance.now();
  const { reporter } = opts;
  const diagnostics = new DiagnosticList();
  const config = await reporter.step('config', () => loadConfig(opts.root, { outDir: opts.outDir, base: opts.base }));
  // Workers start (and load their parser and highlighter) while the pages are read.
  const fileCount = (await listPageFiles(config.docsDir).catch(() => [])).length;
  const markdown = markdownOptions(config);
  const pool = (opts.workers ?? WorkerPool.worthIt(fileCount)) ? await WorkerPool.start(markdown) : undefined;
  try {
    const [sources, git] = await reporter.step('load', () => Promise.all([loadPages(config, diagnostics.items), readGitHistory(config.docsDir)]), ([p]) => `${p.length} pages`);
    // The client bundle does not depend on the pages: build it while Markdown is transformed.
    const bundling = Promise.all([bundleClient(config), loadServerRenderer()]);
    bundling.catch(() => undefined);
    const transformed = await reporter.step(
      'transform',
      () => transformPages(sources, diagnostics.items, { markdown, root: config.root, docsDir: config.docsDir, pool, searchIndex: config.search.provider === 'local', onProgress: (n) => reporter.progress('transform', n, sources.length) }),
      () => `${sources.length} pages`,
    );
    // Held until the end otherwise: the Markdown text (tens of MB on a large site) is not read again.
    for (const s of sources) s.body = '';
    const parity = checkParity(config, sources, diagnostics.items);
    if (parity) reporter.info(formatParity(parity));
    const graph = await reporter.step('resolve', () => resolveSite({ config, sources, transformed, git, diagnostics: diagnostics.items }));
    checkLinks(graph, transformed, sources, diagnostics.items, config.publicDir);
    reporter.diagnostics(diagnostics.sorted());
    if (diagnostics.hasErrors || (opts.strict && diagnostics.warnings.length)) throw new BuildError(diagnostics.sorted());
    const search = await reporter.step('search', () => buildSearchIndexes({ config, pages: graph.pages, analysisOf: analysisFrom(transformed) }), (s) => formatIndexSizes(s.sizes));
    for (const t of transformed.values()) delete t.search; // merged into the index: free before rendering

    const [bundle, renderApp] = await reporter.step('bundle', () => bundling, ([b]) => `${b.assets.length} assets`);
    // Pages are written as they are rendered, into a temporary folder swapped in at the end.
    const writer = await OutputWriter.open(config.outDir);
    try {
      writer.write([...bundle.assets, ...redirectPages(config), ...search.assets], [...(await listCopies(config.publicDir)), ...pageAssets(config, transformed, sources)]);
      const parallel: ParallelRenderer | undefined =
        pool &&
        (async (pages, ctx, onProgress) => {
          await pool.broadcast({ type: 'render-init', ctx, ssrFile: renderApp.file, outDir: writer.tmp });
          const out = await pool.run<PageData, { route: string; dataFile: string; bytes: number }>('render', pages, 32, onProgress);
          for (const r of out) writer.addBytes(r.bytes);
          return out;
        });
      const rendered = await reporter.step(
        'render',
        () => renderSite({ config, graph, bundle, renderApp, parallel, search: search.site, onPage: (p) => writer.write(pageFiles(p)), onProgress: (n) => reporter.progress('render', n, graph.pages.length) }),
        () => `${graph.pages.length} pages`,
      );
      writer.write(siteFiles(rendered));
      const bytes = await reporter.step('write', () => writer.commit(), (b) => `${(b / 1024 / 1024).toFixed(1)} MB`);
      return { pages: graph.pages.length, warnings: diagnostics.warnings.length, bytes, ms: performance.now() - t0, outDir: config.outDir };
    } catch (err) {
      await writer.abort();
      throw err;
    }
  } finally {
    await pool?.close();
  }
}

/** Images a page refers to by relative path, copied next to the page. */
function pageAssets(config: ResolvedConfig, transformed: Map<string, TransformedPage>, sources: SourcePage[]): CopyTask[] {
  const seen = new Set<string>();
  for (const s of sources) for (const a of transformed.get(s.route)?.assets ?? []) seen.add(a);
  return [...seen].map((rel) => ({ from: path.join(config.docsDir, rel), to: rel }));
}

/** A tiny HTML page per configured redirect, for hosts without server-side redirects. */
function redirectPages(config: ResolvedConfig): OutputAsset[] {
  return Object.entries(config.redirects).map(([from, to]) => {
    const target = withBase(config.base, to);
    const file = from.replace(/^\//, '') + (from.endsWith('/') ? 'index.html' : from.endsWith('.html') ? '' : '.html');
    const t = target.replace(/"/g, '&quot;');
    return { file, contents: `<!doctype html><meta charset="utf-8"><title>Redirecting…</title><meta http-equiv="refresh" content="0;url=${t}"><link rel="canonical" href="${t}"><a href="${t}">${t}</a>\n` };
  });
}

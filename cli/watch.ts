/**
 * `docs-cli watch`: a dev server with live reload. A Markdown edit re-transforms that page and
 * re-renders it (every page when its title, order or sidebar data changed); config, theme and
 * runtime edits rebuild what depends on them. Errors go to the terminal and to an overlay in
 * the browser; the server keeps running and the next good save recovers.
 */
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import chokidar from 'chokidar';
import { DEV_EVENTS_PATH } from '../runtime/constants.ts';
import type { GitInfo } from '../runtime/protocol.ts';
import { loadConfig } from './config/index.ts';
import type { ResolvedConfig } from './config/resolve.ts';
import { BuildError, formatDiagnostic, type Diagnostic } from './diagnostics.ts';
import { analysisFrom, buildSearchIndexes } from './extras/search-index.ts';
import { markdownOptions } from './markdown/options.ts';
import type { TransformedPage } from './markdown/types.ts';
import { createStaticHandler } from './serve.ts';
import { bundleClient, loadServerRenderer, PACKAGE_ROOT, type ClientBundle, type RenderApp } from './stages/bundle.ts';
import { readGitHistory } from './stages/git.ts';
import { loadPage, loadPages, type SourcePage } from './stages/load.ts';
import { pageFiles, renderSite, siteFiles } from './stages/render.ts';
import { resolveSite } from './stages/resolve.ts';
import { isPageFile } from './stages/routes.ts';
import { transformPages } from './stages/transform.ts';
import { listCopies, writeFiles } from './stages/write.ts';

interface State {
  config: ResolvedConfig;
  sources: Map<string, SourcePage>;
  transformed: Map<string, TransformedPage>;
  bundle: ClientBundle;
  renderApp: RenderApp;
  dataFiles: Map<string, string>;
  /** Git history, read on full builds (an edit changes no commit). */
  git: Map<string, GitInfo>;
  /** Problems of the last rebuild, per source file (so fixing one file clears its own). */
  problems: Map<string, Diagnostic[]>;
}

/** Navigation-relevant facts of a page: when they change, every page is re-rendered. */
function navKey(page: SourcePage | undefined, t: TransformedPage | undefined): string {
  const fm = page?.frontmatter ?? {};
  return JSON.stringify([fm.title, fm.shortTitle, fm.icon, fm.order, fm.index, fm.sidebar, t?.h1]);
}

/** A running watch server. */
export interface WatchHandle {
  url: string;
  close(): Promise<void>;
}

export async function startWatch(opts: { root: string; port: number; host: string; quiet?: boolean }): Promise<WatchHandle> {
  const outDir = await fs.mkdtemp(path.join(os.tmpdir(), 'docs-cli-watch-'));
  const clients = new Set<http.ServerResponse>();
  const broadcast = (event: string, data: unknown) => {
    for (const res of clients) res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };
  let state: State | undefined;
  /** Pending second looks at a changed file (see pageChanged). */
  const timers = new Set<NodeJS.Timeout>();
  const currentErrors = () => [...(state?.problems.values() ?? [])].flat().filter((d) => d.severity === 'error');

  const handler = createStaticHandler({
    root: outDir,
    intercept(req, res) {
      if (req.url !== DEV_EVENTS_PATH) return false;
      res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache', Connection: 'keep-alive' });
      res.write(`event: errors\ndata: ${JSON.stringify(currentErrors())}\n\n`);
      clients.add(res);
      req.on('close', () => clients.delete(res));
      return true;
    },
  });
  const server = http.createServer(handler);
  await new Promise<void>((r) => server.listen(opts.port, opts.host, r));

  const report = (label: string, t0: number) => {
    const errors = currentErrors();
    for (const d of [...(state?.problems.values() ?? [])].flat()) console.error(formatDiagnostic(d));
    console.log(`${errors.length ? '✗' : '✓'} ${label} ${((performance.now() - t0) / 1000).toFixed(2)} s`);
    broadcast('errors', errors);
  };

  /** Full build into the dev folder. */
  const fullBuild = async () => {
    const t0 = performance.now();
    const diagnostics: Diagnostic[] = [];
    try {
      const config = await loadConfig(opts.root, { outDir, base: '/' });
      const [sourcesList, bundleAndRenderer, git] = await Promise.all([
        loadPages(config, diagnostics),
        Promise.all([bundleClient(config, { dev: true }), loadServerRenderer()]),
        readGitHistory(config.docsDir),
      ]);
      const transformed = await transformPages(sourcesList, diagnostics, { markdown: markdownOptions(config), root: config.root, docsDir: config.docsDir, searchIndex: config.search.provider === 'local' });
      state = {
        config,
        sources: new Map(sourcesList.map((s) => [s.relPath, s])),
        transformed,
        bundle: bundleAndRenderer[0],
        renderApp: bundleAndRenderer[1],
        dataFiles: new Map(),
        git,
        problems: group(diagnostics),
      };
      await renderAndWrite(state);
      await writeFiles(outDir, [], await listCopies(config.publicDir));
    } catch (err) {
      const list = err instanceof BuildError ? err.diagnostics : [{ severity: 'error' as const, message: String((err as Error).stack ?? err) }];
      if (state) state.problems = group([...diagnostics, ...list]);
      else {
        console.error(list.map(formatDiagnostic).join('\n'));
        broadcast('errors', list);
        return;
      }
    }
    report('build', t0);
    broadcast('reload', {});
  };

  const renderAndWrite = async (s: State, only?: Set<string>) => {
    const diagnostics: Diagnostic[] = [];
    const graph = resolveSite({ config: s.config, sources: [...s.sources.values()].sort((a, b) => a.route.localeCompare(b.route)), transformed: s.transformed, git: s.git, diagnostics });
    const bodyEnd = '';
    // The index covers every page, so any edit rebuilds it (a content hash: unchanged text, same file).
    const search = buildSearchIndexes({ config: s.config, pages: graph.pages, analysisOf: analysisFrom(s.transformed) });
    const r = await renderSite({ config: s.config, graph, bundle: s.bundle, renderApp: s.renderApp, bodyEnd, only, dataFiles: s.dataFiles, search: search.site });
    await writeFiles(outDir, [...s.bundle.assets, ...search.assets, ...r.pages.flatMap(pageFiles), ...siteFiles(r)]);
  };

  /** One Markdown file changed, appeared or went away. */
  const pageChanged = async (relPath: string, removed: boolean) => {
    const s = state;
    if (!s) return fullBuild();
    const t0 = performance.now();
    const file = path.join(s.config.docsDir, relPath);
    const seenMtime = removed ? 0 : await fs.stat(file).then((st) => st.mtimeMs, () => 0);
    // The file watcher drops a second change within 50 ms of the first: look again once that window has passed.
    if (!removed) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        void fs.stat(file).then(
          (st) => {
            if (st.mtimeMs !== seenMtime) enqueue(() => pageChanged(relPath, false));
          },
          () => undefined,
        );
      }, 80);
      timers.add(timer);
    }
    const before = s.sources.get(relPath);
    const beforeKey = navKey(before, before && s.transformed.get(before.route));
    const diagnostics: Diagnostic[] = [];
    let only: Set<string> | undefined;
    if (removed) {
      s.sources.delete(relPath);
      if (before) s.transformed.delete(before.route);
    } else {
      const page = await loadPage(s.config, relPath, diagnostics);
      if (page) {
        const [t] = (await transformPages([page], diagnostics, { markdown: markdownOptions(s.config), root: s.config.root, docsDir: s.config.docsDir, searchIndex: s.config.search.provider === 'local' })).values();
        s.sources.set(relPath, page);
        s.transformed.set(page.route, t);
        if (before && navKey(page, t) === beforeKey) only = new Set([page.route]);
      }
    }
    s.problems.set(path.join(path.relative(s.config.root, s.config.docsDir), relPath).split(path.sep).join('/'), diagnostics);
    if (!diagnostics.some((d) => d.severity === 'error')) await renderAndWrite(s, only);
    report(only ? `page ${relPath}` : `pages (navigation changed by ${relPath})`, t0);
    if (!currentErrors().length) broadcast('reload', {});
  };

  /** Theme or runtime code changed: rebuild the bundles and re-render every page. */
  const themeChanged = async () => {
    if (!state) return fullBuild();
    const t0 = performance.now();
    try {
      const [bundle, renderApp] = await Promise.all([bundleClient(state.config, { dev: true }), loadServerRenderer()]);
      Object.assign(state, { bundle, renderApp });
      state.problems.delete('theme');
      await renderAndWrite(state);
    } catch (err) {
      const e = err as Error & { errors?: { text: string; location?: { file: string; line: number; column: number } }[] };
      state.problems.set('theme', (e.errors ?? [{ text: e.message }]).map((x) => ({ severity: 'error', file: x.location?.file, line: x.location?.line, column: x.location ? x.location.column + 1 : undefined, message: x.text })));
    }
    report('theme', t0);
    if (!currentErrors().length) broadcast('reload', {});
  };

  await fullBuild();
  const url = `http://${opts.host}:${(server.address() as { port: number }).port}/`;
  console.log(`watching ${path.relative(process.cwd(), opts.root) || '.'} — ${url}`);

  // Changes are applied one at a time, in order.
  let queue = Promise.resolve();
  let closed = false;
  const enqueue = (fn: () => Promise<void>) => {
    if (!closed) queue = queue.then(fn).catch((e) => console.error(e));
  };
  const docsDir = () => state?.config.docsDir ?? path.join(opts.root, 'docs');
  const watcher = chokidar.watch([opts.root, path.join(PACKAGE_ROOT, 'theme'), path.join(PACKAGE_ROOT, 'runtime')], {
    ignoreInitial: true,
    ignored: (p) => /node_modules|[\\/]\.git([\\/]|$)|[\\/]dist([\\/]|$)/.test(p),
  });
  /** Pages that include `file` (see markdown/include.ts). */
  const includersOf = (file: string) =>
    state ? [...state.sources.values()].filter((p) => state!.transformed.get(p.route)?.includes?.includes(path.resolve(file))).map((p) => p.relPath) : [];
  const onEvent = (kind: 'add' | 'change' | 'unlink') => (file: string) => {
    const rel = path.relative(docsDir(), file).split(path.sep).join('/');
    for (const page of includersOf(file)) if (page !== rel) enqueue(() => pageChanged(page, false));
    if (!rel.startsWith('..') && isPageFile(rel)) enqueue(() => pageChanged(rel, kind === 'unlink'));
    else if (/site\.config\.[mc]?[jt]s$/.test(file) || file.startsWith(path.join(opts.root, 'public'))) enqueue(fullBuild);
    else if (file.startsWith(path.join(PACKAGE_ROOT, 'theme')) || file.startsWith(path.join(PACKAGE_ROOT, 'runtime'))) enqueue(themeChanged);
  };
  watcher.on('add', onEvent('add')).on('change', onEvent('change')).on('unlink', onEvent('unlink'));
  await new Promise<void>((r) => watcher.once('ready', () => r()));
  return {
    url,
    async close() {
      // Stop taking changes, then let the one in progress finish before its folder goes away.
      closed = true;
      for (const t of timers) clearTimeout(t);
      await watcher.close();
      await queue;
      for (const res of clients) res.end();
      await new Promise<void>((r) => server.close(() => r()));
      await fs.rm(outDir, { recursive: true, force: true });
    },
  };
}

function group(list: Diagnostic[]): Map<string, Diagnostic[]> {
  const out = new Map<string, Diagnostic[]>();
  for (const d of list) {
    const key = d.file ?? 'site';
    out.set(key, [...(out.get(key) ?? []), d]);
  }
  return out;
}


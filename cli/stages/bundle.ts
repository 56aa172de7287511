/** Stage: client JS (esbuild, ESM, code-split), theme CSS (lightningcss), the inline colour-mode script and the SSR bundle. */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, transform } from 'esbuild';
import { bundleAsync } from 'lightningcss';
import type { PageData, SiteData } from '../../runtime/protocol.ts';
import type { ResolvedConfig } from '../config/resolve.ts';
import { buildIconSprite } from './icons.ts';

/** The docs-cli package folder (holds runtime/ and theme/). */
export const PACKAGE_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const THEME_DIR = path.join(PACKAGE_ROOT, 'theme');
const RUNTIME_DIR = path.join(PACKAGE_ROOT, 'runtime');

export interface OutputAsset {
  /** Path inside the output folder, forward slashes. */
  file: string;
  contents: Uint8Array | string;
}

export interface ClientBundle {
  assets: OutputAsset[];
  /** URL of the entry script. */
  entry: string;
  /** URLs of the chunks the entry imports statically (modulepreload). */
  preload: string[];
  /** URL of the stylesheet. */
  css: string;
  /** The colour-mode script to inline in <head>. */
  inlineScript: string;
  /** The icon sprite's URL and the names it holds. */
  icons: { sprite: string; names: string[] };
}

export type RenderApp = (site: SiteData, page: PageData) => string;

/** The server renderer and the module file it came from (worker threads import the same file). */
export type ServerRenderer = RenderApp & { file: string };

/** Eight hex characters of the content hash. */
export function contentHash(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex').slice(0, 8);
}

/** File name esbuild gives the generated entry module (the metafile names its output by it). */
const ENTRY_NAME = 'docs-cli-entry.tsx';

const BROWSER_TARGETS = ['chrome100', 'firefox100', 'safari15', 'edge100'];

const CACHE_DIR = path.join(PACKAGE_ROOT, 'node_modules', '.docs-cli');

/**
 * The browser bundle, from the cache when nothing it is made of changed. The widget libraries
 * make it a few MB and a couple of CPU seconds; the key covers every theme and runtime file, the
 * installed packages (the lock file), this file (the esbuild options), the base path, the colour
 * mode and dev mode.
 */
export async function bundleClient(config: ResolvedConfig, opts: { dev?: boolean } = {}): Promise<ClientBundle> {
  const key = await clientCacheKey(config, !!opts.dev);
  const dir = path.join(CACHE_DIR, `client-${key}`);
  const cached = await readCachedBundle(dir);
  if (cached) return cached;
  const bundle = await buildClient(config, opts);
  await writeCachedBundle(dir, bundle).catch(() => undefined); // a read-only cache only costs time
  return bundle;
}

async function clientCacheKey(config: ResolvedConfig, dev: boolean): Promise<string> {
  const hash = createHash('sha256').update(JSON.stringify({ v: 1, base: config.base, colorMode: config.colorMode, themeColors: config.themeOptions.themeColors, dev, BROWSER_TARGETS }));
  for (const dir of [THEME_DIR, RUNTIME_DIR]) {
    const files = (await fs.readdir(dir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name)).sort();
    for (const f of files) hash.update(f).update(await fs.readFile(f));
  }
  hash.update(await fs.readFile(path.join(PACKAGE_ROOT, 'package-lock.json')).catch(() => Buffer.from('no lock')));
  // This file holds the esbuild options: a change to them is a new bundle too.
  hash.update(await fs.readFile(fileURLToPath(import.meta.url)));
  return hash.digest('hex').slice(0, 16);
}

interface CachedManifest extends Omit<ClientBundle, 'assets'> {
  files: string[];
}

async function readCachedBundle(dir: string): Promise<ClientBundle | undefined> {
  try {
    const manifest = JSON.parse(await fs.readFile(path.join(dir, 'manifest.json'), 'utf8')) as CachedManifest;
    const assets = await Promise.all(manifest.files.map(async (file) => ({ file, contents: new Uint8Array(await fs.readFile(path.join(dir, 'files', file))) })));
    const { files: _files, ...rest } = manifest;
    return { ...rest, assets };
  } catch {
    return undefined;
  }
}

async function writeCachedBundle(dir: string, bundle: ClientBundle): Promise<void> {
  const tmp = `${dir}.${process.pid}.tmp`;
  await fs.rm(tmp, { recursive: true, force: true });
  for (const a of bundle.assets) {
    await fs.mkdir(path.dirname(path.join(tmp, 'files', a.file)), { recursive: true });
    await fs.writeFile(path.join(tmp, 'files', a.file), a.contents);
  }
  const { assets, ...rest } = bundle;
  await fs.writeFile(path.join(tmp, 'manifest.json'), JSON.stringify({ ...rest, files: assets.map((a) => a.file) } satisfies CachedManifest));
  await fs.rename(tmp, dir).catch(async () => fs.rm(tmp, { recursive: true, force: true })); // another build got there first
  // Keep the newest few bundles (dev and production of the current theme, and one before).
  const olds = (await fs.readdir(CACHE_DIR)).filter((n) => /^client-[0-9a-f]+$/.test(n));
  const stats = await Promise.all(olds.map(async (n) => ({ n, t: (await fs.stat(path.join(CACHE_DIR, n))).mtimeMs })));
  for (const { n } of stats.sort((a, b) => b.t - a.t).slice(4)) await fs.rm(path.join(CACHE_DIR, n), { recursive: true, force: true });
}

/** Builds the browser bundle: the runtime booting the theme's App, split into chunks. */
async function buildClient(config: ResolvedConfig, opts: { dev?: boolean }): Promise<ClientBundle> {
  const base = config.base;
  const entrySource = [
    `import { App } from ${JSON.stringify(path.join(THEME_DIR, 'App.tsx'))};`,
    `import { boot } from ${JSON.stringify(path.join(RUNTIME_DIR, 'main.tsx'))};`,
    'boot(App);',
    opts.dev ? `import ${JSON.stringify(path.join(RUNTIME_DIR, 'dev-client.ts'))};` : '',
  ].join('\n');
  const [js, css, inline] = await Promise.all([
    build({
      stdin: { contents: entrySource, resolveDir: PACKAGE_ROOT, sourcefile: ENTRY_NAME, loader: 'tsx' },
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'browser',
      target: BROWSER_TARGETS,
      minify: true,
      write: false,
      metafile: true,
      outdir: path.join(config.outDir, 'assets'),
      entryNames: 'main.[hash]',
      chunkNames: 'chunks/[name].[hash]',
      jsx: 'automatic',
      // Widgets inject their library's stylesheet themselves, only on pages that use them.
      loader: { '.css': 'text' },
      define: { 'process.env.NODE_ENV': '"production"' },
      legalComments: 'none',
      logLevel: 'silent',
      nodePaths: [path.join(PACKAGE_ROOT, 'node_modules')],
    }),
    bundleCss(),
    inlineColorModeScript(config.colorMode, config.themeOptions.themeColors ?? {}),
  ]);
  const assets: OutputAsset[] = js.outputFiles.map((f) => ({ file: path.relative(config.outDir, f.path).split(path.sep).join('/'), contents: f.contents }));
  const outputs = js.metafile!.outputs;
  // Dynamic imports (the widgets) are entry points too: the page entry is the generated one.
  const entryKey = Object.keys(outputs).find((k) => outputs[k].entryPoint === ENTRY_NAME)!;
  const url = (p: string) => base + path.relative(config.outDir, path.resolve(p)).split(path.sep).join('/');
  const preload = outputs[entryKey].imports.filter((i) => i.kind === 'import-statement').map((i) => url(i.path));
  const cssFile = `assets/style.${contentHash(css)}.css`;
  assets.push({ file: cssFile, contents: css });
  const sprite = buildIconSprite();
  assets.push(sprite.asset);
  return { assets, entry: url(entryKey), preload, css: base + cssFile, inlineScript: inline, icons: { sprite: base + sprite.file, names: sprite.names } };
}

/** Bundles theme/styles/index.css with its @imports, minified for the browser targets. */
export async function bundleCss(): Promise<string> {
  const { code } = await bundleAsync({
    filename: path.join(THEME_DIR, 'styles', 'index.css'),
    minify: true,
    targets: { chrome: 100 << 16, firefox: 100 << 16, safari: 15 << 16, edge: 100 << 16 },
  });
  return code.toString();
}

async function inlineColorModeScript(mode: string, themeColors: Record<string, string>): Promise<string> {
  const source = await fs.readFile(path.join(RUNTIME_DIR, 'inline', 'color-mode.ts'), 'utf8');
  const define = { __COLOR_MODE__: JSON.stringify(mode), __THEME_COLORS__: JSON.stringify(themeColors) };
  const out = await transform(source, { loader: 'ts', minify: true, target: 'es2019', format: 'iife', define });
  return out.code.trim();
}

/** Bundles the theme for Node and imports it: a fresh module each time, so theme edits apply in watch mode. */
export async function loadServerRenderer(): Promise<ServerRenderer> {
  return importServerRenderer(await bundleForNode(path.join(THEME_DIR, 'server.tsx'), 'ssr'));
}

/**
 * Bundles one of our TypeScript entry points into a single ESM file for Node (packages stay
 * imports), written to the cache folder under its content hash; returns the file. A bundle
 * loads in a fraction of the time the TypeScript loader takes over its ~40 modules, which
 * matters most for worker threads: each would load them all again.
 */
export async function bundleForNode(entry: string, name: string): Promise<string> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    write: false,
    packages: 'external',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  const code = result.outputFiles[0].text;
  await fs.mkdir(CACHE_DIR, { recursive: true });
  const file = path.join(CACHE_DIR, `${name}.${contentHash(code)}.mjs`);
  // Written under a temporary name and renamed: a build running beside this one may import it already.
  if (!(await fs.stat(file).catch(() => undefined))) {
    const tmp = `${file}.${process.pid}.tmp`;
    await fs.writeFile(tmp, code);
    await fs.rename(tmp, file);
  }
  return file;
}

/** Imports a server bundle written by `loadServerRenderer`. */
export async function importServerRenderer(file: string): Promise<ServerRenderer> {
  const mod = (await import(pathToFileURL(file).href)) as { renderApp: RenderApp };
  return Object.assign((site: SiteData, page: PageData) => mod.renderApp(site, page), { file });
}

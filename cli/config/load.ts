/** Imports site.config.ts: bundled by esbuild to a temporary module so edits reload in watch mode. */
import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import type { UserConfig } from './define.ts';

export const CONFIG_FILES = ['site.config.ts', 'site.config.mts', 'site.config.js', 'site.config.mjs'];

/** Finds the config file of a project, or undefined when it has none. */
export async function findConfigFile(root: string): Promise<string | undefined> {
  for (const name of CONFIG_FILES) {
    const file = path.join(root, name);
    if (await fs.stat(file).then(() => true, () => false)) return file;
  }
  return undefined;
}

/** Loads the user config of `root`; a project without one gets `{}`. */
export async function loadUserConfig(root: string): Promise<{ config: UserConfig; file?: string; deps: string[] }> {
  const file = await findConfigFile(root);
  if (!file) return { config: {}, deps: [] };
  const result = await build({
    entryPoints: [file],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    write: false,
    metafile: true,
    packages: 'external',
    logLevel: 'silent',
  });
  const code = result.outputFiles[0].text;
  // Written next to the project's node_modules so bare imports in the config resolve.
  const tmpDir = path.join(root, 'node_modules', '.docs-cli');
  await fs.mkdir(tmpDir, { recursive: true });
  const tmp = path.join(tmpDir, `config.${process.pid}.${Date.now()}.mjs`);
  await fs.writeFile(tmp, code);
  try {
    const mod = await import(pathToFileURL(tmp).href);
    const deps = Object.keys(result.metafile.inputs).map((p) => path.resolve(root, p));
    return { config: (mod.default ?? {}) as UserConfig, file, deps };
  } finally {
    await fs.rm(tmp, { force: true });
  }
}

/** Config: load → validate → resolve, in one call. */
import { BuildError, displayPath } from '../diagnostics.ts';
import { loadUserConfig } from './load.ts';
import { resolveConfig, type ResolvedConfig } from './resolve.ts';
import { validateConfig } from './validate.ts';

/** Loads and checks the project's config; a broken config throws BuildError naming each problem. */
export async function loadConfig(root: string, overrides: { outDir?: string; base?: string } = {}): Promise<ResolvedConfig> {
  let loaded;
  try {
    loaded = await loadUserConfig(root);
  } catch (err) {
    const e = err as Error & { errors?: { text: string; location?: { file: string; line: number; column: number } }[] };
    const list = e.errors?.length
      ? e.errors.map((x) => ({ severity: 'error' as const, file: x.location?.file, line: x.location?.line, column: x.location ? x.location.column + 1 : undefined, message: x.text }))
      : [{ severity: 'error' as const, file: 'site.config.ts', message: `cannot load the config: ${e.message}` }];
    throw new BuildError(list);
  }
  const file = loaded.file ? displayPath(root, loaded.file) : 'site.config.ts';
  const problems = validateConfig(loaded.config, file);
  if (problems.length) throw new BuildError(problems);
  return resolveConfig(loaded.config, { root, configFile: loaded.file, ...overrides });
}

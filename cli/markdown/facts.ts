/** The shared facts files the fact-driven components read (drivers, releases), loaded once per process. */
import fs from 'node:fs';
import path from 'node:path';

export interface DriverField {
  name: string;
  type: string;
  required: boolean;
  default: string | null;
  options: string[] | null;
  help: string | null;
}

export interface DriverFacts {
  slug: string;
  drivers: { name: string; fields: DriverField[] }[];
}

export interface Release {
  tag: string;
  date: string;
  items: string[];
}

const cache = new Map<string, unknown>();

/** Reads `<factsDir>/<file>` as JSON (cached); throws a clear error when it is missing. */
export function readFacts<T>(factsDir: string | undefined, file: string): T {
  if (!factsDir) throw new Error(`this component needs the facts folder: set factsDir in site.config.ts (looking for ${file})`);
  const p = path.join(factsDir, file);
  if (!cache.has(p)) {
    if (!fs.existsSync(p)) throw new Error(`facts file ${p} does not exist`);
    cache.set(p, JSON.parse(fs.readFileSync(p, 'utf8')));
  }
  return cache.get(p) as T;
}

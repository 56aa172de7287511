#!/usr/bin/env node
// Runs the test suites with node:test: `unit`, `e2e`, or both (default). Node 20 cannot strip
// TypeScript types, so tests run through tsx with an explicit file list.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const which = process.argv[2] ?? 'all';
const find = (dir, suffix) =>
  fs.existsSync(dir)
    ? fs.readdirSync(dir, { recursive: true }).map(String).filter((f) => f.endsWith(suffix)).map((f) => path.join(dir, f)).sort()
    : [];
const files = [
  ...(which === 'e2e' ? [] : find(path.join(root, 'tests', 'unit'), '.test.ts')),
  ...(which === 'unit' ? [] : find(path.join(root, 'tests', 'e2e'), '.e2e.ts')),
];
if (!files.length) {
  console.error(`no test files for "${which}"`);
  process.exit(1);
}
// Types first: a type error fails the run before any test starts.
if (which === 'all') {
  const tsc = spawnSync(process.execPath, [path.join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '--noEmit', '-p', root], { stdio: 'inherit', cwd: root });
  if (tsc.status !== 0) {
    console.error('type check failed');
    process.exit(tsc.status ?? 1);
  }
}
// Browser tests share the machine's two cores: run files one at a time.
const r = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=1', ...files], { stdio: 'inherit', cwd: root });
process.exit(r.status ?? 1);

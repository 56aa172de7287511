#!/usr/bin/env node
// Installs what the project needs and is missing: npm packages (when package-lock.json changed
// since the last install, or node_modules is absent) and, with --browser, Debian's chromium.
// Plain Node with no dependencies, so it runs on a fresh clone.
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const want = (file) => fs.existsSync(path.join(root, file));
const run = (cmd, args, opts = {}) => {
  const r = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, ...opts });
  if (r.status !== 0) {
    console.error(`ensure: "${cmd} ${args.join(' ')}" failed (exit ${r.status})`);
    process.exit(r.status ?? 1);
  }
};

// npm packages: reinstall when the lock file differs from the one last installed.
const lock = path.join(root, 'package-lock.json');
const stamp = path.join(root, 'node_modules', '.docs-cli-installed');
const lockHash = fs.existsSync(lock) ? createHash('sha256').update(fs.readFileSync(lock)).digest('hex') : 'none';
if (!want('node_modules') || !fs.existsSync(stamp) || fs.readFileSync(stamp, 'utf8') !== lockHash) {
  console.error('ensure: installing npm packages…');
  run('npm', fs.existsSync(lock) ? ['ci', '--no-audit', '--no-fund'] : ['install', '--no-audit', '--no-fund']);
  fs.writeFileSync(stamp, lockHash);
}

// Chromium for the browser tests, from Debian's packages.
if (process.argv.includes('--browser')) {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!fs.existsSync(chromium)) {
    console.error('ensure: installing chromium with apt-get…');
    const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
    const apt = (args) => run(sudo[0] ?? 'apt-get', sudo.length ? ['apt-get', ...args] : args, { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    apt(['update', '-qq']);
    apt(['install', '-y', '-qq', '--no-install-recommends', 'chromium']);
  }
  try {
    execFileSync(chromium, ['--version'], { stdio: 'ignore' });
  } catch {
    console.error(`ensure: ${chromium} does not start`);
    process.exit(1);
  }
}

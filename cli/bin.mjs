#!/usr/bin/env node
// Entry point of the docs-cli command: registers the TypeScript loader, then runs the CLI.
//
// `build` and `watch` run under V8 flags that can only be set when a process starts, so this
// script starts itself again with them (once; the child sees them in its execArgv):
// - --single-threaded-gc: V8's garbage-collector helper threads otherwise compete with our
//   worker threads for the cores; on 2 cores a 1000-page build took ~13 % less time without them.
// - --max-semi-space-size=32: the Markdown parser makes many short-lived objects, and a larger
//   young generation cuts the time spent collecting them.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const HEAVY_COMMANDS = new Set(['build', 'watch']);
const V8_FLAGS = ['--single-threaded-gc', '--max-semi-space-size=32'];

if (HEAVY_COMMANDS.has(process.argv[2]) && !process.execArgv.includes(V8_FLAGS[0])) {
  const child = spawn(process.execPath, [...V8_FLAGS, ...process.execArgv, fileURLToPath(import.meta.url), ...process.argv.slice(2)], { stdio: 'inherit' });
  // Signals sent to this process are passed on; the child's exit is this process's exit.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => {
    if (signal) {
      process.removeAllListeners(signal);
      process.kill(process.pid, signal);
    } else process.exit(code ?? 1);
  });
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import('./index.ts');
}

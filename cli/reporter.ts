/** Terminal output: named steps, a progress line on a TTY, diagnostics and the summary. */
import { formatDiagnostic, type Diagnostic } from './diagnostics.ts';

export interface Reporter {
  step<T>(name: string, fn: () => Promise<T> | T, detail?: (result: T) => string): Promise<T>;
  progress(label: string, done: number, total: number): void;
  diagnostics(list: Diagnostic[]): void;
  info(line: string): void;
}

const color = (code: number, s: string, on: boolean) => (on ? `\x1b[${code}m${s}\x1b[0m` : s);

/** A reporter for `stream`; steps and progress are shown only on a TTY unless `verbose`. */
export function createReporter(stream: NodeJS.WriteStream = process.stderr, opts: { quiet?: boolean; verbose?: boolean } = {}): Reporter {
  const tty = !!stream.isTTY && !opts.quiet;
  const showSteps = tty || !!opts.verbose;
  const started = Date.now();
  let lastProgress = 0;
  const clear = () => tty && stream.write('\r\x1b[K');
  return {
    async step(name, fn, detail) {
      const t0 = performance.now();
      try {
        const result = await fn();
        clear();
        if (showSteps) stream.write(`${color(32, '✓', tty)} ${name.padEnd(10)} ${detail ? `${detail(result)}  ` : ''}${color(2, `${((performance.now() - t0) / 1000).toFixed(2)} s`, tty)}\n`);
        return result;
      } catch (err) {
        clear();
        if (showSteps) stream.write(`${color(31, '✗', tty)} ${name}\n`);
        throw err;
      }
    },
    progress(label, done, total) {
      if (!tty) return;
      const now = Date.now();
      if (done < total && now - lastProgress < 80) return;
      lastProgress = now;
      stream.write(`\r\x1b[K${label} ${done}/${total}  ${((now - started) / 1000).toFixed(1)} s`);
    },
    diagnostics(list) {
      for (const d of list) {
        const text = formatDiagnostic(d);
        stream.write(`${d.severity === 'error' ? color(31, text, tty) : color(33, text, tty)}\n`);
      }
    },
    info(line) {
      if (!opts.quiet) stream.write(`${line}\n`);
    },
  };
}

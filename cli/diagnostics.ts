/** Problems found while building, collected in one list and printed together. */
import path from 'node:path';

export type Severity = 'error' | 'warning';

export interface Diagnostic {
  severity: Severity;
  /** File path as shown to the user (relative to the project root). */
  file?: string;
  line?: number;
  column?: number;
  message: string;
}

/** Formats a diagnostic as `file:line:col: severity: message`. */
export function formatDiagnostic(d: Diagnostic): string {
  let where = d.file ?? '';
  if (d.file && d.line) where += `:${d.line}${d.column ? `:${d.column}` : ''}`;
  return `${where ? `${where}: ` : ''}${d.severity}: ${d.message}`;
}

/** Collects diagnostics; `hasErrors` decides the exit code. */
export class DiagnosticList {
  readonly items: Diagnostic[] = [];

  add(d: Diagnostic): void {
    this.items.push(d);
  }

  error(message: string, at: Omit<Diagnostic, 'message' | 'severity'> = {}): void {
    this.add({ severity: 'error', message, ...at });
  }

  warn(message: string, at: Omit<Diagnostic, 'message' | 'severity'> = {}): void {
    this.add({ severity: 'warning', message, ...at });
  }

  get errors(): Diagnostic[] {
    return this.items.filter((d) => d.severity === 'error');
  }

  get warnings(): Diagnostic[] {
    return this.items.filter((d) => d.severity === 'warning');
  }

  get hasErrors(): boolean {
    return this.items.some((d) => d.severity === 'error');
  }

  /** Sorted by file, then line, so the report reads top to bottom. */
  sorted(): Diagnostic[] {
    return [...this.items].sort(
      (a, b) => (a.file ?? '').localeCompare(b.file ?? '') || (a.line ?? 0) - (b.line ?? 0),
    );
  }
}

/** Error thrown by a stage that cannot go on; carries every diagnostic found so far. */
export class BuildError extends Error {
  constructor(readonly diagnostics: Diagnostic[]) {
    super(diagnostics.map(formatDiagnostic).join('\n'));
  }
}

/** Path of `file` relative to `root`, with forward slashes, for messages. */
export function displayPath(root: string, file: string): string {
  return path.relative(root, file).split(path.sep).join('/');
}

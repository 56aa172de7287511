/** argv → build | serve | watch; nothing else. */
import path from 'node:path';
import { Command, InvalidArgumentError } from 'commander';
import { buildSite } from './build.ts';
import { BuildError } from './diagnostics.ts';
import { createReporter } from './reporter.ts';

// React's server renderer is several times faster in its production build.
process.env.NODE_ENV ??= 'production';

const port = (v: string) => {
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new InvalidArgumentError('must be a port number (0-65535)');
  return n;
};

const program = new Command()
  .name('docs-cli')
  .description('Build, serve and watch a Markdown documentation site rendered with React.')
  .showHelpAfterError();

program
  .command('build')
  .description('Build the site into static HTML, page data and assets.')
  .option('--root <dir>', 'project folder holding site.config.ts and docs/', '.')
  .option('--out <dir>', 'output folder (default: the config outDir, else dist)')
  .option('--base <path>', 'base URL path the site is served under, e.g. /docs/')
  .option('--strict', 'fail on warnings too (broken links, unknown components)')
  .option('--verbose', 'print each step even without a terminal')
  .action(async (o: { root: string; out?: string; base?: string; strict?: boolean; verbose?: boolean }) => {
    const reporter = createReporter(process.stderr, { verbose: o.verbose });
    const root = path.resolve(o.root);
    try {
      const s = await buildSite({ root, outDir: o.out && path.resolve(o.out), base: o.base, strict: o.strict, reporter });
      console.log(`built ${s.pages} pages, ${s.warnings} warning${s.warnings === 1 ? '' : 's'}, ${(s.bytes / 1024 / 1024).toFixed(1)} MB in ${(s.ms / 1000).toFixed(2)} s → ${path.relative(process.cwd(), s.outDir) || '.'}`);
    } catch (err) {
      if (err instanceof BuildError) {
        const errors = err.diagnostics.filter((d) => d.severity === 'error').length;
        if (!errors) reporter.diagnostics(err.diagnostics);
        console.error(`build failed: ${errors} error${errors === 1 ? '' : 's'}, ${err.diagnostics.length - errors} warning(s); the previous output was left untouched`);
      } else console.error(err);
      process.exitCode = 1;
    }
  });

program
  .command('serve')
  .description('Serve the built site with clean URLs, compression and a real 404.')
  .option('--port <n>', 'port to listen on', port, 4173)
  .option('--host <host>', 'interface to listen on', '127.0.0.1')
  .option('--out <dir>', 'folder to serve', 'dist')
  .action(async (o: { port: number; host: string; out: string }) => {
    const { startServer } = await import('./serve.ts');
    const server = await startServer({ root: path.resolve(o.out), port: o.port, host: o.host });
    console.log(`serving ${o.out} at ${server.url}`);
  });

program
  .command('watch')
  .description('Dev server: rebuilds on change and reloads open tabs; errors show in the browser.')
  .option('--root <dir>', 'project folder', '.')
  .option('--port <n>', 'port to listen on', port, 5173)
  .option('--host <host>', 'interface to listen on', '127.0.0.1')
  .action(async (o: { root: string; port: number; host: string }) => {
    const { startWatch } = await import('./watch.ts');
    await startWatch({ root: path.resolve(o.root), port: o.port, host: o.host });
  });

await program.parseAsync(process.argv);

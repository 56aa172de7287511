import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { resolveConfig } from '../../../../cli/config/resolve.ts';
import { bundleClient } from '../../../../cli/stages/bundle.ts';

const config = (base = '/') => resolveConfig({ base }, { root: path.join('/tmp', 'docs-cli-bundle-test') });
const text = (b: Awaited<ReturnType<typeof bundleClient>>) => new Map(b.assets.map((a) => [a.file, Buffer.from(a.contents).toString('utf8')]));

test('the client bundle: a main entry, one chunk per widget, a stylesheet; a second build gives the same files', async () => {
  const first = await bundleClient(config());
  assert.match(first.entry, /^\/assets\/main\.[A-Z0-9]{8}\.js$/);
  assert.match(first.css, /^\/assets\/style\.[0-9a-f]{8}\.css$/);
  for (const widget of ['code', 'tabs', 'mermaid', 'echarts', 'flowchart', 'artplayer', 'viewer']) {
    assert.ok(first.assets.some((a) => new RegExp(`^assets/chunks/${widget}\\.[A-Z0-9]{8}\\.js$`).test(a.file)), `a chunk for ${widget}`);
  }
  const again = await bundleClient(config());
  assert.deepEqual(text(again), text(first));
  assert.equal(again.entry, first.entry);
});

test('the base path and dev mode are part of the bundle (and of its cache key)', async () => {
  const plain = await bundleClient(config());
  const based = await bundleClient(config('/docs/'));
  assert.match(based.entry, /^\/docs\/assets\/main\./);
  const dev = await bundleClient(config(), { dev: true });
  const devText = [...text(dev).values()].join('');
  assert.match(devText, /__docs-cli\/events/, 'the dev bundle listens for reloads');
  assert.doesNotMatch([...text(plain).values()].join(''), /__docs-cli\/events/);
});

import fs from 'node:fs/promises'; import os from 'node:os'; import path from 'node:path';
import { lookupPath } from '/work/main/cli/serve.ts';
const root = await fs.mkdtemp(path.join(os.tmpdir(), 'sv-'));
await fs.writeFile(path.join(root, 'a.html'), 'a'); await fs.mkdir(path.join(root, 'dir')); await fs.writeFile(path.join(root, 'dir/index.html'), 'd');
await fs.writeFile(path.join(root, 'index.html'), 'i');
for (const p of ['/a.html', '/a', '/dir/', '/dir', '/nope', '/../x', '/%2e%2e/x', '/a/%2e%2e/%2e%2e/etc/passwd', '/%00', '/a%5c..%5cb', '/', '/%', '/dir/./', '//a.html', '/a.html/'])
  console.log(p, JSON.stringify(await lookupPath(root, p)));

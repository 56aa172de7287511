import { resolveRoute, candidatePaths } from '/work/main/runtime/resolve-route.ts';
const routes = { '/': 1, '/zh/指南.html': 1, '/x.html': 1, '/y/': 1, '/pricing.html': 1, '/guide/': 1, '/new.html': 1, '/a%20b.html':1 };
for (const p of ['/zh/指南.html', '/zh/%E6%8C%87%E5%8D%97.html', '/zh/指南', '/zh/%E6%8C%87%E5%8D%97', '/x', '/x/', '/y/index.html', '/y', '/y.html', '/x.md', '/y/README.md', '/pricing', '/old', '/old.html', '/nope', '/', '/index.html', '/a b.html', '/%E0%A4%A', '/guide/index.md'])
  console.log(p, '→', resolveRoute(p, routes, { '/old': '/new.html' }), JSON.stringify(candidatePaths(p)));

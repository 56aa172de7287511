/** Checks every internal link and anchor of the site after transform; problems are warnings naming file:line. */
import fs from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '../diagnostics.ts';
import type { TransformedPage } from '../markdown/types.ts';
import type { SourcePage } from '../stages/load.ts';
import type { SiteGraph } from '../stages/resolve.ts';
import { candidatePaths } from '../../runtime/resolve-route.ts';

/** Appends a warning for each link to a missing page or a missing anchor. */
export function checkLinks(graph: SiteGraph, transformed: Map<string, TransformedPage>, sources: SourcePage[], diagnostics: Diagnostic[], publicDir?: string): void {
  const ids = new Map<string, Set<string>>();
  for (const page of graph.pages) ids.set(page.path, new Set(transformed.get(page.path)?.ids ?? []));
  for (const source of sources) {
    for (const link of transformed.get(source.route)?.links ?? []) {
      const [target, hash] = splitHash(link.url);
      const route = candidatePaths(target).find((c) => ids.has(c));
      const at = { file: link.file ?? source.displayFile, line: link.line, column: link.column };
      if (!route) {
        if (publicDir && fs.existsSync(path.join(publicDir, decodeURIComponent(target)))) continue;
        diagnostics.push({ severity: 'warning', ...at, message: `link ${link.url} matches no page${suggest(target, ids)}` });
      } else if (hash && !ids.get(route)!.has(decodeURIComponent(hash))) {
        diagnostics.push({ severity: 'warning', ...at, message: `link ${link.url}: page ${route} has no heading with id "${decodeURIComponent(hash)}"` });
      }
    }
  }
}

function splitHash(url: string): [string, string] {
  const i = url.indexOf('#');
  return i < 0 ? [url, ''] : [url.slice(0, i), url.slice(i + 1)];
}

/** " (did you mean /x?)" when a route shares the link's last segment. */
function suggest(target: string, ids: Map<string, unknown>): string {
  const last = target.replace(/\/$/, '').split('/').pop()?.replace(/\.(html|md)$/, '');
  if (!last) return '';
  const hit = [...ids.keys()].find((r) => r.replace(/\/$/, '').split('/').pop()?.replace(/\.html$/, '') === last);
  return hit ? ` (did you mean ${hit}?)` : '';
}

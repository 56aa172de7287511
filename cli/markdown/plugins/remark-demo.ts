/**
 * Code demos, hope-style:
 *   ::: normal-demo A counter
 *   ```html … ```  ```css … ```  ```js … ```
 *   :::
 * become a live result in a sandboxed frame (scripts run, but with no access to the page, its
 * storage or its cookies), the highlighted code in a disclosure, and two forms that post the code
 * to CodePen and JSFiddle in a new tab. Everything is static HTML: no widget code is needed.
 */
import type { Code, Root, RootContent } from 'mdast';
import type { VFile } from 'vfile';
import { escapeHtml } from '../../html.ts';
import { element } from '../nodes.ts';
import type { MarkdownLabels, PageFacts } from '../types.ts';
import { visitContainers, type ContainerNode } from './remark-containers.ts';

const LANGS: Record<string, 'html' | 'css' | 'js'> = { html: 'html', css: 'css', js: 'js', javascript: 'js' };

export function remarkDemo(options: { labels: (lang: string) => MarkdownLabels }) {
  return (tree: Root, file: VFile) => {
    const facts = file.data as unknown as PageFacts & { lang?: string };
    const labels = options.labels(facts.lang ?? 'en-US');
    visitContainers(tree, ['normal-demo'], (node) => shapeDemo(node, labels, facts));
  };
}

/** The document the demo frame shows. */
export function demoDocument(code: { html: string; css: string; js: string }): string {
  const js = code.js.replace(/<\/script/gi, '<\\/script');
  return `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><style>body{margin:12px;font-family:system-ui,sans-serif}${code.css}</style></head><body>${code.html}<script>${js}</script></body></html>`;
}

function shapeDemo(node: ContainerNode, labels: MarkdownLabels, facts: PageFacts): void {
  const code = { html: '', css: '', js: '' };
  const blocks: Code[] = [];
  const rest: RootContent[] = [];
  for (const child of node.children) {
    const kind = child.type === 'code' ? LANGS[(child.lang ?? '').toLowerCase()] : undefined;
    if (kind) {
      code[kind] += (code[kind] ? '\n' : '') + (child as Code).value;
      blocks.push(child as Code);
    } else rest.push(child);
  }
  if (!blocks.length) facts.diagnostics.push({ severity: 'warning', file: '', line: node.position?.start.line, message: '"::: normal-demo" holds no ```html, ```css or ```js block' });
  const title = node.title || labels.demo.result;
  const frame = `<iframe class="code-demo-frame" title="${escapeHtml(`${title} — ${labels.demo.result}`)}" sandbox="allow-scripts allow-modals" loading="lazy" srcdoc="${escapeHtml(demoDocument(code))}"></iframe>`;
  const codepen = JSON.stringify({ title, html: code.html, css: code.css, js: code.js });
  const forms =
    `<div class="code-demo-actions">` +
    `<form action="https://codepen.io/pen/define" method="post" target="_blank"><input type="hidden" name="data" value="${escapeHtml(codepen)}"><button type="submit">${escapeHtml(labels.demo.codepen)}</button></form>` +
    `<form action="https://jsfiddle.net/api/post/library/pure/" method="post" target="_blank">` +
    (['html', 'css', 'js'] as const).map((k) => `<input type="hidden" name="${k}" value="${escapeHtml(code[k])}">`).join('') +
    `<input type="hidden" name="title" value="${escapeHtml(title)}"><button type="submit">${escapeHtml(labels.demo.jsfiddle)}</button></form></div>`;
  node.data = { hName: 'figure', hProperties: { className: ['code-demo'] } };
  node.children = [
    element('figcaption', { className: ['code-demo-title'] }, [{ type: 'text', value: title }]),
    ...rest,
    { type: 'html', value: frame },
    element('details', { className: ['code-demo-code'] }, [element('summary', {}, [{ type: 'text', value: labels.demo.code }]), ...blocks]),
    { type: 'html', value: forms },
  ];
}

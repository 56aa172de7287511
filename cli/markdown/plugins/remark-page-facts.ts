/**
 * Collects what the site needs to know about a page and shapes headings and links:
 *   ## Install it        →  <h2 id="install-it" tabindex="-1"><a class="header-anchor" href="#install-it" …>
 *   [a](./b.md#x)        →  <a href="/guide/b.html#x">;  external links open in a new tab
 * Facts land in file.data: h1, headers (h2 to h(1+depth)), ids, links, assets, excerpt, reading time.
 */
import GithubSlugger from 'github-slugger';
import type { Heading, Image, Link, Nodes, Parent, Root, RootContent } from 'mdast';
import { toString } from 'mdast-util-to-string';
import type { VFile } from 'vfile';
import type { PageHeader } from '../../../runtime/protocol.ts';
import { resolveLinkTarget, routeOfFile } from '../../stages/routes.ts';
import { readingTime } from '../reading-time.ts';
import type { MarkdownLabels, PageFacts } from '../types.ts';
import { escapeHtml } from '../../html.ts';
import { withBase } from '../../../runtime/base.ts';

export interface PageFactsOptions {
  base: string;
  headerDepth: number;
  wordsPerMinute: number;
  labels: (lang: string) => MarkdownLabels;
}

const EXCERPT_CHARS = 200;

export function remarkPageFacts(options: PageFactsOptions) {
  return (tree: Root, file: VFile) => {
    const data = file.data as unknown as PageFacts & { relPath: string; frontmatter: Record<string, unknown>; lang?: string };
    const labels = options.labels(data.lang ?? 'en-US');
    const tocs: Parent[] = [];
    const fm = data.frontmatter ?? {};
    const depth = typeof fm.headerDepth === 'number' ? fm.headerDepth : options.headerDepth;
    const slugger = new GithubSlugger();

    // The leading h1 becomes the page title; the layout renders it, so the body must not repeat it.
    const firstContent = tree.children.findIndex((n) => n.type !== 'yaml' && n.type !== 'html' && n.type !== 'definition');
    if (firstContent >= 0) {
      const first = tree.children[firstContent];
      if (first.type === 'heading' && first.depth === 1) {
        data.h1 = toString(first);
        tree.children.splice(firstContent, 1);
      }
    }

    const flat: PageHeader[] = [];
    let text = '';
    let moreAt = -1;
    walk(tree, (node, parent) => {
      switch (node.type) {
        case 'heading': {
          const title = toString(node);
          const slug = explicitId(node) ?? slugger.slug(title);
          setHProps(node, { id: slug, tabIndex: -1 });
          data.ids.push(slug);
          if (node.depth >= 2 && node.depth <= depth + 1) flat.push({ level: node.depth, title, slug, children: [] });
          node.children.unshift({
            type: 'link',
            url: `#${slug}`,
            children: [{ type: 'text', value: '#' }],
            data: { anchor: true, hProperties: { className: ['header-anchor'], ariaHidden: 'true', tabIndex: -1 } },
          } as Link);
          break;
        }
        case 'link':
          if (!(node.data as { anchor?: boolean } | undefined)?.anchor) rewriteLink(node, data, options.base, labels);
          break;
        case 'paragraph':
          if (node.children.length === 1 && node.children[0].type === 'text' && node.children[0].value.trim() === '[[toc]]') tocs.push(node);
          break;
        case 'image':
          noteImage(node, data);
          break;
        case 'text':
        case 'inlineCode':
        case 'code':
          text += ` ${node.value}`;
          break;
        case 'html':
          if (parent === tree && /^<!--\s*more\s*-->$/.test(node.value.trim())) moreAt = tree.children.indexOf(node as RootContent);
          break;
      }
    });

    data.headers = nest(flat);
    for (const p of tocs) Object.assign(p, { type: 'html', value: inlineToc(data.headers, labels.inlineToc), children: undefined });
    data.readingTime = readingTime(text, options.wordsPerMinute);
    data.excerpt = excerptOf(tree, fm, moreAt);
  };
}

function walk(node: Nodes, fn: (node: Nodes, parent: Parent | undefined) => void, parent?: Parent): void {
  fn(node, parent);
  if ('children' in node) for (const child of [...node.children]) walk(child as Nodes, fn, node as Parent);
}

function setHProps(node: Nodes, props: Record<string, unknown>): void {
  const d = (node.data ??= {}) as { hProperties?: Record<string, unknown> };
  const classes = [d.hProperties?.className, props.className].flat().filter((c): c is string => typeof c === 'string');
  d.hProperties = { ...d.hProperties, ...props, ...(classes.length ? { className: [...new Set(classes)] } : {}) };
}

/** `## Title {#custom-id}` sets the id explicitly. */
function explicitId(node: Heading): string | undefined {
  const last = node.children[node.children.length - 1];
  if (last?.type !== 'text') return undefined;
  const m = /\s*\{#([\w\u00c0-\uffff-]+)\}\s*$/.exec(last.value);
  if (!m) return undefined;
  last.value = last.value.slice(0, m.index);
  return m[1];
}

function rewriteLink(node: Link, data: PageFacts & { relPath: string }, base: string, labels: MarkdownLabels): void {
  const target = resolveLinkTarget(node.url, data.relPath);
  if (target === undefined) {
    if (/^https?:\/\//i.test(node.url)) {
      setHProps(node, { target: '_blank', rel: 'noopener noreferrer', className: ['external-link'] });
      // An icon for the eye and words for screen readers; a linked image speaks for itself.
      if (!node.children.every((c) => c.type === 'image')) {
        node.children.push({ type: 'html', value: `<span class="external-icon" aria-hidden="true"></span><span class="sr-only">${escapeHtml(labels.externalLink)}</span>` });
      }
    }
    return;
  }
  if (target.startsWith('#')) {
    data.links.push({ url: `${routeOfFile(data.relPath)}${target}`, line: node.position?.start.line, column: node.position?.start.column });
    node.url = target;
    return;
  }
  data.links.push({ url: target, line: node.position?.start.line, column: node.position?.start.column });
  node.url = withBase(base, target);
}

function noteImage(node: Image, data: PageFacts & { relPath: string }): void {
  if (/^[a-z][a-z0-9+.-]*:|^\/\/|^\//i.test(node.url)) return;
  const target = resolveLinkTarget(node.url, data.relPath);
  if (!target) return;
  data.assets.push(target.replace(/^\//, '').split('#')[0]);
  node.url = target;
}


/** The list a `[[toc]]` line becomes: the page's outline, as links. */
function inlineToc(headers: PageHeader[], label: string): string {
  const list = (items: PageHeader[]): string =>
    items.length ? `<ul>${items.map((h) => `<li><a href="#${escapeHtml(h.slug)}">${escapeHtml(h.title)}</a>${list(h.children)}</li>`).join('')}</ul>` : '';
  return `<nav class="inline-toc" aria-label="${escapeHtml(label)}">${list(headers)}</nav>`;
}

function nest(flat: PageHeader[]): PageHeader[] {
  const roots: PageHeader[] = [];
  const stack: PageHeader[] = [];
  for (const h of flat) {
    while (stack.length && stack[stack.length - 1].level >= h.level) stack.pop();
    (stack.length ? stack[stack.length - 1].children : roots).push(h);
    stack.push(h);
  }
  return roots;
}

function excerptOf(tree: Root, fm: Record<string, unknown>, moreAt: number): string {
  for (const key of ['description', 'excerpt']) if (typeof fm[key] === 'string') return fm[key] as string;
  const nodes = moreAt > 0 ? tree.children.slice(0, moreAt) : tree.children.filter((n) => n.type === 'paragraph').slice(0, 1);
  // Inline HTML (badges, components) counts by its text only.
  const text = nodes.map((n) => toString(n)).join(' ').replace(/<[^>]*>/g, '').replace(/\s+/g, ' ').trim();
  return text.length > EXCERPT_CHARS ? `${text.slice(0, EXCERPT_CHARS - 1).trimEnd()}…` : text;
}

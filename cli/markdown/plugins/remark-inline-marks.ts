/**
 * Inline marks, hope-style: `==marked==` → <mark>, `19^th^` → <sup>, `H~2~O` → <sub>.
 * Marks may span formatting (`==a **bold** word==`); sup and sub hold no spaces (write `\ ` as
 * in `^a\ b^` is not supported: use <sup> for those). Code spans and code blocks are never touched.
 * remark-gfm must run with `singleTilde: false`, or `~x~` would already be strikethrough.
 */
import type { Parent, PhrasingContent, Root, Text } from 'mdast';

type Piece = PhrasingContent | { delim: true; open: boolean; close: boolean };
const isDelim = (p: Piece): p is { delim: true; open: boolean; close: boolean } => 'delim' in p;
/** An unpaired delimiter is the text it was. */
const asContent = (p: Piece): PhrasingContent => (isDelim(p) ? { type: 'text', value: '==' } : p);

const SUP = /\^([^\s^]+)\^/g;
const SUB = /(?<!~)~([^\s~]+)~(?!~)/g;

export function remarkInlineMarks() {
  return (tree: Root) => {
    const visit = (parent: Parent) => {
      if (parent.children.some((c) => c.type === 'text')) {
        let children = parent.children as PhrasingContent[];
        if (children.some((c) => c.type === 'text' && c.value.includes('=='))) children = pairMarks(children);
        parent.children = children.flatMap((c) => (c.type === 'text' ? supSub(c) : [c])) as Parent['children'];
      }
      for (const child of parent.children) if ('children' in child) visit(child as Parent);
    };
    visit(tree);
  };
}

/** Pairs `==` delimiters across the children of one parent and wraps what lies between. */
function pairMarks(children: PhrasingContent[]): PhrasingContent[] {
  const pieces: Piece[] = [];
  children.forEach((node, n) => {
    if (node.type !== 'text') return pieces.push(node);
    const parts = node.value.split('==');
    parts.forEach((part, i) => {
      if (i > 0) {
        const before = parts[i - 1];
        const after = part;
        const prevChar = before ? before[before.length - 1] : i === 1 && n > 0 ? 'x' : '';
        const nextChar = after ? after[0] : i === parts.length - 1 && n < children.length - 1 ? 'x' : '';
        pieces.push({ delim: true, open: !!nextChar && !/\s/.test(nextChar), close: !!prevChar && !/\s/.test(prevChar) });
      }
      if (part) pieces.push({ type: 'text', value: part });
    });
  });
  const out: PhrasingContent[] = [];
  let openAt = -1;
  const flush = (from: number, to: number) => {
    for (let i = from; i < to; i++) out.push(asContent(pieces[i]));
  };
  let done = 0;
  pieces.forEach((p, i) => {
    if (!isDelim(p)) return;
    if (openAt >= 0 && p.close && i > openAt + 1) {
      flush(done, openAt);
      const inner = pieces.slice(openAt + 1, i).map(asContent);
      out.push({ type: 'mark', data: { hName: 'mark' }, children: mergeText(inner) } as unknown as PhrasingContent);
      done = i + 1;
      openAt = -1;
    } else if (p.open) {
      openAt = i;
    }
  });
  flush(done, pieces.length);
  return mergeText(out);
}

function mergeText(nodes: PhrasingContent[]): PhrasingContent[] {
  const out: PhrasingContent[] = [];
  for (const node of nodes) {
    const last = out[out.length - 1];
    if (node.type === 'text' && last?.type === 'text') last.value += node.value;
    else out.push(node.type === 'text' ? { ...node } : node);
  }
  return out;
}

/** Splits one text node on `^sup^` and `~sub~`. */
function supSub(node: Text): PhrasingContent[] {
  if (!node.value.includes('^') && !node.value.includes('~')) return [node];
  const out: PhrasingContent[] = [];
  const re = new RegExp(`${SUP.source}|${SUB.source}`, 'g');
  let last = 0;
  for (const m of node.value.matchAll(re)) {
    if (m.index! > last) out.push({ type: 'text', value: node.value.slice(last, m.index) });
    const tag = m[1] !== undefined ? 'sup' : 'sub';
    out.push({ type: tag, data: { hName: tag }, children: [{ type: 'text', value: m[1] ?? m[2] }] } as unknown as PhrasingContent);
    last = m.index! + m[0].length;
  }
  if (!out.length) return [node];
  if (last < node.value.length) out.push({ type: 'text', value: node.value.slice(last) });
  return out;
}

/**
 * GitHub Flavored Markdown (tables, task lists, strikethrough, footnotes, literal autolinks),
 * added from its parts the way remark-gfm adds them, so that a processor can be made without
 * the literal autolinks. Those are the costliest part of GFM (about a tenth of all Markdown
 * work: a tokenizer tried at every word, then a find-and-replace over every text), and a page
 * can only hold one when its source has `@`, `www.` or `http(s)://` (see `mayHoldAutolinkLiteral`).
 */
import type { Extension as FromMarkdownExtension } from 'mdast-util-from-markdown';
import { gfmAutolinkLiteralFromMarkdown } from 'mdast-util-gfm-autolink-literal';
import { gfmFootnoteFromMarkdown } from 'mdast-util-gfm-footnote';
import { gfmStrikethroughFromMarkdown } from 'mdast-util-gfm-strikethrough';
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
import { gfmTaskListItemFromMarkdown } from 'mdast-util-gfm-task-list-item';
import type { Extension as MicromarkExtension } from 'micromark-util-types';
import { gfmAutolinkLiteral } from 'micromark-extension-gfm-autolink-literal';
import { gfmFootnote } from 'micromark-extension-gfm-footnote';
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough';
import { gfmTable } from 'micromark-extension-gfm-table';
import { gfmTaskListItem } from 'micromark-extension-gfm-task-list-item';
import type { Processor } from 'unified';

export interface GfmPartsOptions {
  /** `~one~` is strikethrough too (false: only `~~two~~`). */
  singleTilde?: boolean;
  /** Recognise `www.x.com`, `https://x.com` and `a@b.c` as links (default true). */
  autolinkLiterals?: boolean;
}

/** What every literal autolink holds: an email's `@` (mailto: and xmpp: too), `www.`, or `http://`/`https://`. */
const AUTOLINK_LITERAL_MARK = /@|www\.|https?:\/\//i;

/** Whether Markdown source may hold a literal autolink; when not, the GFM without them gives the same tree. */
export function mayHoldAutolinkLiteral(source: string): boolean {
  return AUTOLINK_LITERAL_MARK.test(source);
}

export function remarkGfmParts(this: Processor, options: GfmPartsOptions = {}): void {
  const data = this.data() as { micromarkExtensions?: MicromarkExtension[]; fromMarkdownExtensions?: (FromMarkdownExtension | FromMarkdownExtension[])[] };
  const autolinks = options.autolinkLiterals !== false;
  (data.micromarkExtensions ??= []).push(...(autolinks ? [gfmAutolinkLiteral()] : []), gfmFootnote(), gfmStrikethrough({ singleTilde: options.singleTilde }), gfmTable(), gfmTaskListItem());
  (data.fromMarkdownExtensions ??= []).push(...(autolinks ? [gfmAutolinkLiteralFromMarkdown()] : []), gfmFootnoteFromMarkdown(), gfmStrikethroughFromMarkdown(), gfmTableFromMarkdown(), gfmTaskListItemFromMarkdown());
}

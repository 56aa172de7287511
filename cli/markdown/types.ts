/** What the Markdown transform learns about a page, kept in `file.data` by the plugins. */
import type { PageHeader, ReadingTime } from '../../runtime/protocol.ts';
import type { Diagnostic } from '../diagnostics.ts';
import type { PageAnalysis } from '../extras/search-index.ts';
import type { ThemeLocale } from '../../theme/locales/types.ts';

/** The words of one language that the Markdown plugins write into a page. */
export type MarkdownLabels = ThemeLocale['markdown'] & { containers: ThemeLocale['containers'] };

export interface LinkRef {
  /** Target route with hash, e.g. `/guide/a.html#x`. */
  url: string;
  /** Set when the link comes from an included file. */
  file?: string;
  line?: number;
  column?: number;
}

export interface PageFacts {
  /** Text of the leading `# heading`, removed from the body (the layout renders the title). */
  h1?: string;
  headers: PageHeader[];
  /** Every element id of the body (heading slugs and explicit ids), for anchor checks. */
  ids: string[];
  links: LinkRef[];
  /** Files the page refers to (images), relative to the docs folder. */
  assets: string[];
  excerpt: string;
  readingTime: ReadingTime;
  widgets: string[];
  diagnostics: Diagnostic[];
}

/** Per-page input of the transform. */
export interface TransformInput {
  body: string;
  /** Absolute path of the page file (includes are resolved from it). */
  file?: string;
  /** Absolute path of the docs folder (`@/` in includes). */
  docsDir?: string;
  /** Project root, for the display paths of included files. */
  root?: string;
  relPath: string;
  displayFile: string;
  frontmatter: Record<string, unknown>;
  lang: string;
}

/** Options fixed for a whole build. */
export interface MarkdownOptions {
  base: string;
  headerDepth: number;
  wordsPerMinute: number;
  codeThemes: { light: string; dark: string };
  /** Words baked into bodies, per language tag (container titles, labels of widgets). */
  labels: Record<string, MarkdownLabels>;
  /** Absolute path of the shared facts folder, for the fact-driven components. */
  factsDir?: string;
}

export interface TransformedPage extends PageFacts {
  html: string;
  /** Sections and terms of the body for the local search index, made where the page was transformed. */
  search?: PageAnalysis;
  /** Absolute paths of the files the page includes (watch mode re-transforms it when they change). */
  includes?: string[];
}

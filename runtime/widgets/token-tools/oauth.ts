/**
 * The two halves of an OAuth tool. `authorizeForm` takes the client details, shows the
 * provider's authorize URL as it is built and goes there; `callbackPage` reads `code`, `state`
 * and `error` from the address the provider sent the reader back to, runs the exchange and
 * shows the values, or says in words why there are none.
 */
import { withBase } from '../../base.ts';
import type { SiteData } from '../../protocol.ts';
import { isAbort, ToolError } from './http.ts';
import { button, el, failure, field, fill, form, format, link, messages, para, result, serviceLine, type Lang, type Messages, type ToolContext } from './ui.ts';

const WORDS = {
  en: {
    clientId: 'Client ID',
    clientSecret: 'Client secret',
    needId: 'Enter the client ID first.',
    needSecret: 'Enter the client secret too: the callback page needs it to exchange the code.',
    url: 'Sign-in address',
    providerError: 'The sign-in did not succeed.',
    providerReason: 'The provider answered {error}.',
    noCode: 'This page’s address holds no authorisation code, so there is nothing to exchange. Start from the {link}: it sends you to the provider, which brings you back here with a code.',
    startAgain: 'Start again from the {link}.',
    requestPage: 'request page',
    exchanging: 'Exchanging the code…',
    failed: 'The exchange failed.',
    badState: 'The state parameter in the address cannot be read, so the client details are missing.',
  },
  zh: {
    clientId: '客户端 ID',
    clientSecret: '客户端密钥',
    needId: '请先填写客户端 ID。',
    needSecret: '还需要填写客户端密钥：回调页面要用它来兑换 code。',
    url: '登录地址',
    providerError: '登录没有成功。',
    providerReason: '服务商返回了 {error}。',
    noCode: '本页地址里没有授权 code，没有可兑换的内容。请从{link}开始：它会把你带到服务商那里，授权后再带着 code 回到本页。',
    startAgain: '请从{link}重新开始。',
    requestPage: '请求页面',
    exchanging: '正在兑换 code…',
    failed: '兑换失败。',
    badState: '地址中的 state 参数无法解析，缺少客户端信息。',
  },
};

/** The callback address the provider must send the reader to: origin + base + `tool/<provider>/callback`. */
export const redirectUri = (site: SiteData, provider: string) => location.origin + withBase(site.base, `/tool/${provider}/callback`);

/** A page of the site in the reader's language (`/tool/x.html` → `/zh/tool/x.html`). */
export const pageLink = (site: SiteData, lang: Lang, route: string) => withBase(site.base, lang === 'zh' ? `/zh${route}` : route);

/** `parts` joined with `::`, as base64 of the UTF-8 bytes. */
export function packState(parts: string[]): string {
  return btoa(String.fromCharCode(...new TextEncoder().encode(parts.join('::'))));
}

/** The parts of a `packState` value (base64 or base64url), or null when it is not one. */
export function unpackState(state: string): string[] | null {
  try {
    const bytes = Uint8Array.from(atob(state.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
    const parts = new TextDecoder('utf-8', { fatal: true }).decode(bytes).split('::');
    return parts.length >= 2 && parts[0] ? parts : null;
  } catch {
    return null;
  }
}

/** `address?k=v&…` from the parameters in their order. */
export const authorizeUrl = (address: string, params: Record<string, string>) => `${address}?${new URLSearchParams(params)}`;

export interface AuthorizeOptions {
  /** Labels replacing "Client ID" / "Client secret" (Dropbox calls them App key and App secret). */
  labels?: { clientId?: string; clientSecret?: string };
  /** Refuse an empty secret (the exchange needs it). */
  needSecret: boolean;
  /** What to say when the client id is empty (default: "Enter the client ID first."). */
  needIdText?: string;
  /** What to say when a needed secret is empty. */
  needSecretText?: string;
  /** More fields after the two client fields; returns their values. */
  extra?: (add: (node: Node) => void) => () => Record<string, string>;
  go: string;
  /** The authorize URL for these values. */
  build: (values: { clientId: string; clientSecret: string } & Record<string, string>) => string;
  /** Runs just before leaving for the provider. */
  beforeLeave?: (values: { clientId: string; clientSecret: string }) => void;
}

/** Client fields, the live authorize URL with a copy button, and the button that goes there; returns the fields' values. */
export function authorizeForm(host: HTMLElement, ctx: ToolContext, o: AuthorizeOptions): () => { clientId: string; clientSecret: string } {
  const t = WORDS[ctx.lang];
  const id = field(o.labels?.clientId ?? t.clientId);
  const secret = field(o.labels?.clientSecret ?? t.clientSecret);
  secret.input.type = 'password';
  const rows: Node[] = [id.row, secret.row];
  const extra = o.extra?.((node) => rows.push(node)) ?? (() => ({}));
  const preview = el('div', 'token-preview');
  const box = messages();
  const values = () => ({ ...extra(), clientId: id.input.value.trim(), clientSecret: secret.input.value.trim() });
  const showUrl = () => {
    const v = values();
    preview.replaceChildren(...(v.clientId ? [result(t.url, o.build(v), ctx.lang, ctx.signal)] : []));
  };
  const submit = () => {
    const v = values();
    if (!v.clientId) return refuse(id.input, o.needIdText ?? t.needId);
    if (o.needSecret && !v.clientSecret) return refuse(secret.input, o.needSecretText ?? t.needSecret);
    box.clear();
    o.beforeLeave?.(v);
    location.assign(o.build(v));
  };
  const refuse = (input: HTMLElement, text: string) => {
    box.error(text);
    input.focus();
  };
  const node = form(ctx.signal, submit, ...rows, el('div', 'token-actions', button(o.go, 'primary', 'submit')));
  node.addEventListener('input', showUrl, { signal: ctx.signal });
  node.addEventListener('change', showUrl, { signal: ctx.signal });
  host.append(node, preview, ...box.nodes);
  return values;
}

export interface CallbackOptions {
  /** The request page (`/tool/x/request.html`); without one, `start` draws the way to begin. */
  requestPage?: string;
  /** Draws the start of the flow when the address has no code (pages that are their own request page). */
  start?: (host: HTMLElement, box: Messages) => void;
  /** Whether the exchange uses the token service (shows which one). */
  usesService: boolean;
  /** Trades the code for the values to show. */
  exchange: (code: string, state: string) => Promise<{ label: string; value: string }[]>;
  /** Runs after a successful exchange (e.g. the SharePoint site form). */
  after?: (host: HTMLElement) => void;
}

/** The callback half: provider error, missing code, or the exchange and its values. */
export function callbackPage(host: HTMLElement, ctx: ToolContext, o: CallbackOptions): void {
  const t = WORDS[ctx.lang];
  const q = new URLSearchParams(location.search);
  const code = q.get('code') ?? '';
  const error = q.get('error');
  const box = messages();
  if (o.usesService) host.append(serviceLine(ctx));
  host.append(...box.nodes);
  const requestLink = () => link(t.requestPage, pageLink(ctx.site, ctx.lang, o.requestPage ?? ''));
  const startHere = () => (o.requestPage ? fill(t.startAgain, { link: requestLink() }) : []);
  if (error) {
    const reason = format(t.providerReason, { error: [error, q.get('error_description')].filter(Boolean).join(': ') });
    box.error(...failure(t.providerError, reason, ...startHere()));
    if (o.start) o.start(host, box);
    return;
  }
  if (!code) {
    if (o.start) return o.start(host, box);
    box.info(para(...fill(t.noCode, { link: requestLink() })));
    return;
  }
  box.info(t.exchanging);
  o.exchange(code, q.get('state') ?? '').then(
    (values) => {
      box.info(...values.map((v) => result(v.label, v.value, ctx.lang, ctx.signal)));
      o.after?.(host);
    },
    (err: unknown) => {
      if (isAbort(err)) return;
      box.error(...failure(t.failed, err instanceof ToolError ? err.message : String(err), ...startHere()));
      // A page that is its own request page offers the way to try again.
      o.start?.(host, box);
    },
  );
}

/** The client id and secret packed into `state` by the request page, or a `ToolError`. */
export function clientFromState(state: string, lang: Lang): string[] {
  const parts = unpackState(state);
  if (!parts) throw new ToolError(WORDS[lang].badState);
  return parts;
}

/**
 * Requests of the token tools. Every way a call can go wrong (no connection, an HTTP error, an
 * answer that is not JSON, an answer without the expected value) becomes a `ToolError` whose
 * message says so in the reader's language. Nothing here logs: bodies carry secrets.
 */
import { selectedEndpoint } from '../../api.ts';
import type { SiteData } from '../../protocol.ts';
import { format, type Lang } from './ui.ts';

/** Milliseconds between two status checks of a QR login. */
export const QR_POLL_MS = 1500;

/** A failure to show to the reader as it is. */
export class ToolError extends Error {}

const WORDS = {
  en: {
    network: 'Could not reach {host}. Check your connection and that the service is running.',
    notJson: '{host} answered with something that is not JSON (HTTP {status}, {type}): is it really a token service?',
    http: '{host} answered HTTP {status}: {reason}',
    httpBare: '{host} answered HTTP {status} without saying why.',
    missing: 'The answer of {host} has no {field}: {reason}',
    missingBare: 'The answer of {host} has no {field}.',
    noService: 'No token service is configured for this site.',
  },
  zh: {
    network: '无法连接 {host}。请检查网络，并确认该服务正在运行。',
    notJson: '{host} 返回的不是 JSON（HTTP {status}，{type}），它真的是令牌服务吗？',
    http: '{host} 返回 HTTP {status}：{reason}',
    httpBare: '{host} 返回 HTTP {status}，没有说明原因。',
    missing: '{host} 的回答里没有 {field}：{reason}',
    missingBare: '{host} 的回答里没有 {field}。',
    noService: '本站没有配置令牌服务。',
  },
};

/** The selected token service's address joined with `path` (`alist/baidu/get_refresh_token`). */
export function apiAddress(site: SiteData, path: string, lang: Lang): string {
  const chosen = selectedEndpoint(site);
  if (!chosen) throw new ToolError(WORDS[lang].noService);
  return `${chosen.url.replace(/\/+$/, '')}/${path}`;
}

export interface CallOptions {
  lang: Lang;
  signal: AbortSignal;
  method?: 'GET' | 'POST';
  /** Sent as a JSON body. */
  json?: unknown;
  /** Sent as an `application/x-www-form-urlencoded` body. */
  form?: Record<string, string>;
  headers?: Record<string, string>;
  /** Fields that must be non-empty in the answer. */
  expect?: string[];
}

/** The JSON answer of `url`, or a `ToolError` explaining why there is none. Aborting rejects with the AbortError. */
export async function call<T = Record<string, unknown>>(url: string, o: CallOptions): Promise<T> {
  const t = WORDS[o.lang];
  const host = new URL(url).host;
  const headers: Record<string, string> = { Accept: 'application/json', ...o.headers };
  let body: string | undefined;
  if (o.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(o.json);
  } else if (o.form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(o.form).toString();
  }
  let res: Response;
  try {
    res = await fetch(url, { method: o.method ?? (body === undefined ? 'GET' : 'POST'), headers, body, signal: o.signal, credentials: 'omit', referrerPolicy: 'no-referrer' });
  } catch (err) {
    if (o.signal.aborted) throw err;
    throw new ToolError(format(t.network, { host }));
  }
  const text = await res.text();
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    if (!res.ok) throw new ToolError(format(t.httpBare, { host, status: res.status }));
    throw new ToolError(format(t.notJson, { host, status: res.status, type: res.headers.get('content-type')?.split(';')[0] || '?' }));
  }
  const reason = errorText(data);
  if (!res.ok) throw new ToolError(reason ? format(t.http, { host, status: res.status, reason }) : format(t.httpBare, { host, status: res.status }));
  const record = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
  for (const field of o.expect ?? []) {
    const value = record[field];
    if (value === undefined || value === null || value === '') throw new ToolError(reason ? format(t.missing, { host, field, reason }) : format(t.missingBare, { host, field }));
  }
  return record as T;
}

/**
 * The error an answer describes, in the shapes the services use: `{error, error_description}`
 * (OAuth), `{error: {code, message}}` (Microsoft Graph), `{code, message}` (Aliyundrive) and
 * `{message}` / `{msg}`.
 */
export function errorText(data: unknown): string | undefined {
  if (!data || typeof data !== 'object') return undefined;
  const d = data as Record<string, unknown>;
  const str = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');
  const join = (code: string, message: string) => (code && message ? `${code}: ${message}` : code || message || undefined);
  if (d.error && typeof d.error === 'object') {
    const e = d.error as Record<string, unknown>;
    return join(str(e.code), str(e.message));
  }
  if (d.error) return join(str(d.error), str(d.error_description) || str(d.message));
  if (d.message || d.msg) return join(str(d.code), str(d.message) || str(d.msg));
  return undefined;
}

/** Whether a rejection only means the page was left. */
export const isAbort = (err: unknown) => err instanceof DOMException && err.name === 'AbortError';

/** Waits `ms`; rejects with an AbortError when the page is left. */
export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(new DOMException('left the page', 'AbortError'));
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new DOMException('left the page', 'AbortError'));
    }, { once: true });
  });
}

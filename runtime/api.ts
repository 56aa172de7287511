/**
 * Token API endpoints: the named map of the site config, `local` added when the site itself runs
 * on this machine or an IP host, and the reader's choice kept in localStorage `api_name`.
 */
import { API_NAME_KEY } from './keys.ts';
import type { SiteData } from './protocol.ts';
import { slot } from './storage.ts';

/** The address of the `local` endpoint (a token service run next to AList). */
export const LOCAL_ENDPOINT = 'http://localhost:3002';

/** Whether a host name is this machine or a bare IP address (v4 or v6). */
export function isLocalOrIpHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '');
  return host === 'localhost' || host.endsWith('.localhost') || /^\d{1,3}(\.\d{1,3}){3}$/.test(host) || (host.includes(':') && /^[\da-f:.]+$/i.test(host));
}

/** The endpoints offered on `hostname`, in order; the first is the default. */
export function endpointsFor(site: Pick<SiteData, 'apiEndpoints'>, hostname: string): [string, string][] {
  const list = Object.entries(site.apiEndpoints ?? {}).filter(([name]) => name !== 'local');
  if (isLocalOrIpHost(hostname)) list.push(['local', LOCAL_ENDPOINT]);
  return list;
}

const choice = slot(API_NAME_KEY);

/** The chosen endpoint: the stored name when it is offered here, else the first. */
export function selectedEndpoint(site: Pick<SiteData, 'apiEndpoints'>, hostname = location.hostname): { name: string; url: string } | undefined {
  const list = endpointsFor(site, hostname);
  const stored = choice.get();
  const [name, url] = list.find(([n]) => n === stored) ?? list[0] ?? [];
  return name === undefined ? undefined : { name, url: url! };
}

export function selectEndpoint(name: string): void {
  choice.set(name);
  window.dispatchEvent(new CustomEvent('api:change', { detail: { name } }));
}

/** The selected endpoint's address joined with `path` (one slash between them). */
export function apiUrl(site: Pick<SiteData, 'apiEndpoints'>, path = '', hostname?: string): string {
  const base = selectedEndpoint(site, hostname)?.url ?? '';
  return path ? `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}` : base;
}

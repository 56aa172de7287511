/**
 * `<ApiSelector>`: a <select> named "API endpoint" over the site's token API endpoints. Every
 * selector on the page shows the same choice; the tool pages read it through `apiUrl`.
 */
import { endpointsFor, selectEndpoint, selectedEndpoint } from '../api.ts';
import type { WidgetModule } from './index.ts';

export const mount: WidgetModule['mount'] = (hosts, { site, signal }) => {
  const selects = hosts.map((host) => {
    const select = document.createElement('select');
    select.setAttribute('aria-label', 'API endpoint');
    select.className = 'api-selector';
    for (const [name, url] of endpointsFor(site, location.hostname)) {
      const option = new Option(name, name);
      option.title = url;
      select.append(option);
    }
    select.value = selectedEndpoint(site)?.name ?? '';
    select.addEventListener('change', () => selectEndpoint(select.value), { signal });
    host.replaceChildren(select);
    return select;
  });
  window.addEventListener(
    'api:change',
    (e) => {
      for (const s of selects) s.value = (e as CustomEvent<{ name: string }>).detail.name;
    },
    { signal },
  );
};

/**
 * Ad click statistics: a click on any element marked `data-ad="<name>"` (the sidebar ad, the home
 * page's promo banner) POSTs `{"name": "<name>"}` as JSON to the configured statistics endpoint.
 * The answer is not used; a failure is only logged ("ad statistics request failed").
 */
export function attachAdStats(statsUrl: string | undefined): void {
  if (!statsUrl) return;
  document.addEventListener('click', (e) => {
    const ad = (e.target as Element | null)?.closest?.('[data-ad]');
    const name = ad?.getAttribute('data-ad');
    if (!name) return;
    // keepalive: the click usually opens the advertiser in a new tab or leaves the page.
    fetch(statsUrl, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ name }), keepalive: true, mode: 'cors' })
      .then((r) => {
        if (!r.ok) throw new Error(`HTTP ${r.status}`);
      })
      .catch((err: unknown) => console.error('ad statistics request failed', err));
  });
}

/**
 * Tab groups: click or arrow keys switch tabs (roving tabindex, WAI-ARIA tabs pattern). A group
 * with an id remembers its choice in localStorage `tabs-<id>` (the tab's title); every group with
 * the same id on the page, and in other open tabs of the site, follows.
 */
import { tabsKey } from '../keys.ts';
import { slot } from '../storage.ts';
import type { WidgetModule } from './index.ts';

export const mount: WidgetModule['mount'] = (groups, { signal }) => {
  const byId = (id: string) => groups.filter((g) => g.dataset.tabsId === id);
  for (const group of groups) {
    const id = group.dataset.tabsId;
    const stored = id ? slot(tabsKey(id)).get() : null;
    if (stored !== null) selectByTitle(group, stored, false);
    const tabs = tabsOf(group);
    tabs.forEach((tab, i) => {
      tab.addEventListener('click', () => choose(group, i), { signal });
      tab.addEventListener(
        'keydown',
        (e) => {
          const next = { ArrowRight: i + 1, ArrowLeft: i - 1, Home: 0, End: tabs.length - 1 }[e.key];
          if (next === undefined) return;
          e.preventDefault();
          choose(group, (next + tabs.length) % tabs.length, true);
        },
        { signal },
      );
    });
  }

  function choose(group: HTMLElement, index: number, focus = false): void {
    select(group, index, focus);
    const id = group.dataset.tabsId;
    if (!id) return;
    const title = panelsOf(group)[index]?.dataset.title ?? '';
    slot(tabsKey(id)).set(title);
    for (const other of byId(id)) if (other !== group) selectByTitle(other, title, false);
  }

  // Another browser tab of the site chose a tab: follow it.
  window.addEventListener(
    'storage',
    (e) => {
      if (!e.key?.startsWith(tabsKey('')) || e.newValue === null) return;
      for (const group of byId(e.key.slice(tabsKey('').length))) selectByTitle(group, e.newValue, false);
    },
    { signal },
  );
};

const tabsOf = (group: HTMLElement) => [...group.querySelectorAll<HTMLElement>(':scope > [role="tablist"] > [role="tab"]')];
const panelsOf = (group: HTMLElement) => [...group.querySelectorAll<HTMLElement>(':scope > [role="tabpanel"]')];

function selectByTitle(group: HTMLElement, title: string, focus: boolean): void {
  const index = panelsOf(group).findIndex((p) => p.dataset.title === title);
  if (index >= 0) select(group, index, focus);
}

function select(group: HTMLElement, index: number, focus: boolean): void {
  const panels = panelsOf(group);
  tabsOf(group).forEach((tab, i) => {
    const on = i === index;
    tab.setAttribute('aria-selected', String(on));
    tab.tabIndex = on ? 0 : -1;
    panels[i].hidden = !on;
    if (on && focus) tab.focus();
  });
}

/** Chooses the layout of a page from its front matter; the only place that does. */
import type { ComponentType } from 'react';
import type { PageData } from '../../runtime/protocol.ts';
import { DocLayout } from './DocLayout.tsx';
import { HomeLayout } from './HomeLayout.tsx';
import { NotFoundLayout } from './NotFoundLayout.tsx';
import { PortfolioLayout } from './PortfolioLayout.tsx';

export function chooseLayout(page: PageData): ComponentType {
  switch (page.layout) {
    case 'home':
      return HomeLayout;
    case 'portfolio':
      return PortfolioLayout;
    case 'not-found':
      return NotFoundLayout;
    default:
      return DocLayout;
  }
}

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Spinner } from '../../../../theme/components/Spinner.tsx';

describe('Spinner', () => {
  test('strokes are 20, 18 and 16 wide for the small, medium and large sizes', () => {
    for (const [size, width] of [['small', '20'], ['medium', '18'], ['large', '16']] as const) {
      const html = renderToStaticMarkup(createElement(Spinner, { size, label: 'Loading page' }));
      const widths = [...html.matchAll(/stroke-width="(\d+)"/g)].map((m) => m[1]);
      assert.deepEqual(widths, [width, width], size);
    }
  });

  test('is a status with its label for screen readers, the drawing hidden', () => {
    const html = renderToStaticMarkup(createElement(Spinner, { label: 'Loading page' }));
    assert.match(html, /role="status"/);
    assert.match(html, /<svg[^>]*aria-hidden="true"/);
    assert.match(html, />Loading page</);
  });
});

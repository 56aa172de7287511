/** Mermaid, ECharts and flowchart widgets of the Markdown fixture, in Chromium. */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Browser, Locator, Page } from 'playwright-core';
import { servedFixture, watchConsole } from '../helpers/site.ts';

/** What the tests keep on the window between steps. */
type TestWindow = Window & { __DOCS_ROUTER__?: unknown; __kept?: Element | null; __marker?: number };

/** The container once it is drawn (`data-state="ready"`). */
async function drawn(img: Locator): Promise<Locator> {
  await img.scrollIntoViewIfNeeded();
  const ready = img.and(img.page().locator('[data-state="ready"]'));
  await ready.waitFor();
  return ready;
}

/** The drawn root SVG of a named image (not the SVGs nested in it). */
const rootSvg = (img: Locator) => img.locator('svg:not(svg svg)');

/** The style text of a mermaid SVG, its render id replaced: it differs between the themes. */
const mermaidStyle = (img: Locator) => img.locator('svg style').first().evaluate((s) => s.textContent!.replace(/mermaid-\d+/g, 'ID'));

describe('diagrams', () => {
  let browser: Browser;
  let base: string;
  servedFixture('markdown', (s) => ({ browser, base } = s));

  /** A light-mode page at `path`, its app booted. */
  async function open(path: string, viewport = { width: 1280, height: 720 }): Promise<Page> {
    const page = await browser.newPage({ colorScheme: 'light', viewport });
    await page.goto(`${base}${path}`);
    await page.waitForFunction(() => (window as TestWindow).__DOCS_ROUTER__);
    return page;
  }

  test('mermaid: each named image gets an SVG that is hidden from assistive technology', async () => {
    const page = await open('/mermaid.html');
    const seen = watchConsole(page);
    const main = page.getByRole('main');
    for (const name of ['Request flow', 'Diagram']) {
      const img = await drawn(main.getByRole('img', { name, exact: true }));
      assert.equal(await rootSvg(img).count(), 1, `${name}: one SVG`);
      assert.equal(await rootSvg(img).getAttribute('aria-hidden'), 'true', `${name}: the SVG is hidden, the container names it`);
      assert.equal(await img.getAttribute('role'), 'img');
    }
    assert.match((await rootSvg(main.getByRole('img', { name: 'Request flow' })).textContent()) ?? '', /opens a page/);
    assert.equal(await main.getByRole('img').count(), 2, 'nothing inside the drawings shows up as another image');
    assert.deepEqual(seen.errors, []);
    await page.close();
  });

  test('mermaid: switching the colour mode draws the diagram again with the other theme', async () => {
    const page = await open('/mermaid.html');
    const seen = watchConsole(page);
    const img = await drawn(page.getByRole('main').getByRole('img', { name: 'Request flow' }));
    const lightStyle = await mermaidStyle(img);
    await rootSvg(img).evaluate((svg) => ((window as TestWindow).__kept = svg));

    // Drawn again: the kept SVG has left the document and a new one is ready.
    const redrawn = () =>
      page.waitForFunction(() => {
        const kept = (window as TestWindow).__kept!;
        const svg = document.querySelector('[aria-label="Request flow"][data-state="ready"] svg');
        return !kept.isConnected && svg && svg !== kept;
      });

    await page.evaluate(() => (document.documentElement.dataset.theme = 'dark'));
    await redrawn();
    const darkStyle = await mermaidStyle(img);
    assert.notEqual(darkStyle, lightStyle, 'the new SVG has the dark theme');
    assert.equal(await rootSvg(img).count(), 1, 'the old SVG was replaced, not kept beside the new one');
    assert.equal(await rootSvg(img).getAttribute('aria-hidden'), 'true');

    await rootSvg(img).evaluate((svg) => ((window as TestWindow).__kept = svg));
    await page.evaluate(() => (document.documentElement.dataset.theme = 'light'));
    await redrawn();
    assert.equal(await mermaidStyle(img), lightStyle, 'back to the light theme');
    assert.deepEqual(seen.errors, []);
    await page.close();
  });

  test('echarts: a JSON option and a script defining `option` both draw, a chart out of view waits', async () => {
    // A short window: the first chart starts in view, the second below the fold.
    const page = await open('/echarts.html', { width: 1280, height: 400 });
    const seen = watchConsole(page);
    const main = page.getByRole('main');
    const json = main.getByRole('img', { name: 'Downloads per month' }).and(page.locator('[data-state="ready"]'));
    await json.waitFor();
    const script = main.getByRole('img', { name: 'Storage drivers in use' });
    assert.ok((await script.boundingBox())!.y > 400, 'the second chart is below the fold');
    // The first chart has been drawn after its delay; the second, never seen, has not started.
    assert.equal(await script.getAttribute('data-state'), 'loading', 'a chart is drawn only once it comes into view');
    await drawn(script);

    for (const img of [json, script]) {
      assert.ok((await img.locator('svg, canvas').count()) > 0, 'something is drawn');
      assert.equal(await img.locator('svg, canvas').first().getAttribute('aria-hidden'), 'true');
      assert.ok((await img.boundingBox())!.height >= 300, 'the chart has room');
    }
    assert.match((await json.textContent()) ?? '', /Jan/, 'the JSON option was used');
    // The script saw the container's width (wide: long title) and the echarts module (gradient).
    assert.match((await script.textContent()) ?? '', /Storage drivers in use/);
    assert.ok((await script.locator('linearGradient').count()) > 0, 'echarts.graphic.LinearGradient was available');

    // A narrower window resizes the chart in place (same SVG, new width).
    const svg = rootSvg(json);
    const wide = Number(await svg.getAttribute('width'));
    await svg.evaluate((el) => ((window as TestWindow).__kept = el));
    await page.setViewportSize({ width: 600, height: 500 });
    await page.waitForFunction((w) => Number(document.querySelector('[aria-label="Downloads per month"] svg')?.getAttribute('width')) < w, wide);
    assert.ok(await svg.evaluate((el) => el === (window as TestWindow).__kept), 'resized, not drawn again');

    // Dark mode: the chart is disposed, then drawn again on a new element.
    await json.locator('[_echarts_instance_]').evaluate((el) => ((window as TestWindow).__kept = el));
    await page.evaluate(() => (document.documentElement.dataset.theme = 'dark'));
    await page.waitForFunction(() => {
      const kept = (window as TestWindow).__kept!;
      const now = document.querySelector('[aria-label="Downloads per month"][data-state="ready"] [_echarts_instance_]');
      return !kept.isConnected && kept.getAttribute('_echarts_instance_') === '' && now && now !== kept;
    });
    assert.equal(await json.locator('svg, canvas').count(), 1, 'one chart, not two');
    assert.deepEqual(seen.errors, []);
    await page.close();
  });

  test('flowchart: both fences draw an SVG, the preset picks the colours, the scale follows the window', async () => {
    const page = await open('/flowchart.html', { width: 1280, height: 900 });
    const seen = watchConsole(page);
    const main = page.getByRole('main');
    const plain = await drawn(main.getByRole('img', { name: 'Flowchart', exact: true }));
    const ant = await drawn(main.getByRole('img', { name: 'Upload flow' }));
    for (const img of [plain, ant]) {
      assert.equal(await rootSvg(img).count(), 1);
      assert.equal(await rootSvg(img).getAttribute('aria-hidden'), 'true');
    }
    assert.match((await plain.textContent()) ?? '', /Is it valid\?/);
    const strokes = (img: Locator) => img.locator('svg rect, svg path').evaluateAll((els) => [...new Set(els.map((e) => e.getAttribute('stroke')))]);
    assert.ok((await strokes(plain)).includes('#3eaf7c'), 'no preset: vue colours');
    assert.ok((await strokes(ant)).includes('#1677ff'), 'ant preset: its colours');
    assert.ok(!(await strokes(ant)).includes('#3eaf7c'));

    // 1280 px wide is scale 0.9, wider is 1, below 419 px 0.8: the same SVG is resized.
    const svg = rootSvg(plain);
    const scale = () => svg.evaluate((el: SVGSVGElement) => Number(el.getAttribute('width')) / el.viewBox.baseVal.width);
    assert.ok(Math.abs((await scale()) - 0.9) < 0.001, `scale at 1280 px: ${await scale()}`);
    await svg.evaluate((el) => ((window as TestWindow).__kept = el));
    for (const [width, expected] of [[1400, 1], [400, 0.8]]) {
      await page.setViewportSize({ width, height: 900 });
      await page.waitForFunction(
        (s) => {
          const el = document.querySelector<SVGSVGElement>('[aria-label="Flowchart"] svg');
          return el && Math.abs(Number(el.getAttribute('width')) / el.viewBox.baseVal.width - s) < 0.001;
        },
        expected,
      );
    }
    assert.ok(await svg.evaluate((el) => el === (window as TestWindow).__kept), 'resized, not drawn again');
    const strokeColours = await plain.locator('svg path').evaluateAll((els) => els.map((e) => e.getAttribute('stroke')));
    assert.ok(strokeColours.includes('#3eaf7c'), 'lines have the preset colour');

    // Dark mode: drawn again, the text takes the theme's text colour.
    const textFill = () => plain.locator('svg text').first().getAttribute('fill');
    const lightText = await textFill();
    await page.evaluate(() => (document.documentElement.dataset.theme = 'dark'));
    await page.waitForFunction(() => !(window as TestWindow).__kept!.isConnected && document.querySelector('[aria-label="Flowchart"][data-state="ready"] svg'));
    const darkText = await textFill();
    assert.notEqual(darkText, lightText);
    assert.equal(darkText, await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--text').trim()));
    assert.deepEqual(seen.errors, []);
    await page.close();
  });

  test('a broken source shows its error as text in the named image; the page and the other diagram go on', async () => {
    const page = await browser.newPage({ colorScheme: 'light' });
    const seen = watchConsole(page);
    // The page data of the mermaid page arrives with a broken first diagram.
    await page.route('**/_pages/mermaid.*.json', async (route) => {
      const response = await route.fetch();
      const data = (await response.json()) as { html: string };
      data.html = data.html.replace(/data-code="graph[^"]*"/, `data-code="${encodeURIComponent('graph LR\n  A -->>> ((B')}"`);
      await route.fulfill({ response, json: data });
    });
    await page.goto(`${base}/plain.html`);
    await page.waitForFunction(() => (window as TestWindow).__DOCS_ROUTER__);
    await page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'Mermaid page' }).click();
    await page.getByRole('heading', { level: 1, name: 'Mermaid page' }).waitFor();

    const broken = page.getByRole('main').getByRole('img', { name: 'Request flow' });
    await broken.and(page.locator('[data-state="error"]')).waitFor();
    assert.match((await broken.textContent()) ?? '', /\S/, 'the error message is shown');
    assert.equal(await broken.locator('svg').count(), 0);
    assert.equal(await broken.getAttribute('role'), 'img', 'still a named image');
    const describedBy = await broken.getAttribute('aria-describedby');
    assert.equal(await page.locator(`[id="${describedBy}"]`).textContent(), await broken.textContent(), 'the message describes the image');
    await drawn(page.getByRole('main').getByRole('img', { name: 'Diagram', exact: true }));
    assert.equal(seen.errors.length, 1, `one console error: ${seen.errors.join(' | ')}`);
    assert.match(seen.errors[0], /mermaid/);
    await page.close();
  });

  test('leaving a page releases its charts; coming back draws again; nothing throws', async () => {
    const page = await open('/echarts.html');
    const seen = watchConsole(page);
    await page.evaluate(() => ((window as TestWindow).__marker = 1));
    const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
    const json = await drawn(page.getByRole('main').getByRole('img', { name: 'Downloads per month' }));
    await json.locator('[_echarts_instance_]').evaluate((el) => ((window as TestWindow).__kept = el));

    await sidebar.getByRole('link', { name: 'Plain page' }).click();
    await page.getByRole('heading', { level: 1, name: 'Plain page' }).waitFor();
    // Disposed: echarts clears its DOM and its instance attribute.
    await page.waitForFunction(() => {
      const el = (window as TestWindow).__kept!;
      return !el.isConnected && el.getAttribute('_echarts_instance_') === '' && el.childElementCount === 0;
    });

    // Leave while the diagrams wait for their delay, then come back by history.
    await sidebar.getByRole('link', { name: 'Mermaid page' }).click();
    await page.getByRole('heading', { level: 1, name: 'Mermaid page' }).waitFor();
    await sidebar.getByRole('link', { name: 'Flowchart page' }).click();
    await page.getByRole('heading', { level: 1, name: 'Flowchart page' }).waitFor();
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Mermaid page' }).waitFor();
    await drawn(page.getByRole('main').getByRole('img', { name: 'Request flow' }));
    await drawn(page.getByRole('main').getByRole('img', { name: 'Diagram', exact: true }));

    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Plain page' }).waitFor();
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'ECharts page' }).waitFor();
    await drawn(page.getByRole('main').getByRole('img', { name: 'Downloads per month' }));
    assert.equal(await page.evaluate(() => (window as TestWindow).__marker), 1, 'client-side navigation throughout');
    assert.equal(await page.locator('body > [id^="dmermaid-"]').count(), 0, 'no mermaid scratch element left behind');
    assert.deepEqual(seen.errors, []);
    await page.close();
  });
});

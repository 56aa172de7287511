/**
 * ECharts charts. The source is either a JSON option object or JavaScript that defines `option`
 * (with `echarts` and the container's `width` in scope; `await` is allowed). The code comes from
 * the site's own Markdown, like any script of the site. The chart is resized with the window and
 * disposed before it is drawn again or when the page is left.
 */
import { mountDiagrams, type DrawFn } from './diagram.ts';
import type { WidgetModule } from './index.ts';

type ECharts = typeof import('echarts');

const AsyncFunction = (async () => undefined).constructor as new (...args: string[]) => (...args: unknown[]) => Promise<unknown>;

/** The option of a source: parsed JSON, or the value of `option` once the script has run. */
async function optionOf(code: string, echarts: ECharts, width: number): Promise<Record<string, unknown>> {
  let option: unknown;
  try {
    option = JSON.parse(code);
  } catch {
    const run = new AsyncFunction('echarts', 'width', `${code}\n;return typeof option === 'undefined' ? undefined : option;`);
    option = await run(echarts, width);
    if (option === undefined) throw new Error('The chart code does not define `option`.');
  }
  if (!option || typeof option !== 'object') throw new Error('The chart option must be an object.');
  return option as Record<string, unknown>;
}

const draw: DrawFn = async (target, code, { dark }) => {
  const echarts = await import('echarts');
  const option = await optionOf(code, echarts, target.clientWidth);
  const chart = echarts.init(target, dark ? 'dark' : undefined, { renderer: 'svg' });
  try {
    // The page's background shows through unless the option asks for its own.
    chart.setOption({ backgroundColor: 'transparent', ...option });
  } catch (err) {
    chart.dispose();
    throw err;
  }
  return { resize: () => chart.resize(), dispose: () => chart.dispose() };
};

export const mount: WidgetModule['mount'] = (elements, ctx) => mountDiagrams(elements, ctx, 'echarts', draw);

import './chart-box.test-env.ts';
import { html } from 'lit';
import { cleanup, equal, expectAccessible, fixture, settle, waitFor } from '../../test/helpers.ts';
import './srm-chart-box.ts';
import type { SrmChartBox } from './chart-box.ts';

const bar = {
  animation: false,
  xAxis: { type: 'category', data: ['A', 'B'] },
  yAxis: { type: 'value' },
  series: [{ type: 'bar', data: [1, 2] }],
};

describe('srm-chart-box', () => {
  afterEach(cleanup);

  it('is accessible', async () => {
    const el = await fixture<SrmChartBox>(html`<div style="width:400px"><srm-chart-box label="Warnings" .option=${bar}></srm-chart-box></div>`);
    await expectAccessible(el);
    equal(el.querySelector('srm-chart-box')!.shadowRoot!.querySelector('[part=chart]')!.getAttribute('aria-label'), 'Warnings');
  });

  it('draws bar, line, pie and gauge options on a canvas', async () => {
    const el = await fixture<SrmChartBox>(html`<srm-chart-box .option=${bar}></srm-chart-box>`);
    equal(Boolean(el.shadowRoot!.querySelector('canvas')), true);
    for (const type of ['line', 'pie', 'gauge']) {
      el.option = type === 'line' ? { ...bar, series: [{ type, data: [3, 4] }] } : { animation: false, series: [{ type, data: [{ name: 'x', value: 50 }] }] };
      await settle(el);
      const series = (el.getChart()!.getOption() as { series: { type: string }[] }).series;
      equal(series[0].type, type);
    }
  });

  it('resizes with its container', async () => {
    const wrap = await fixture<HTMLDivElement>(html`<div style="width:400px"><srm-chart-box .option=${bar}></srm-chart-box></div>`);
    const el = wrap.querySelector('srm-chart-box')!;
    await settle(el);
    equal(el.getChart()!.getWidth(), 400);
    wrap.style.width = '250px';
    await waitFor(() => el.getChart()!.getWidth() === 250, 'chart width follows the container');
  });

  it('has the 10 s fallback resize (delay configurable)', async () => {
    const el = document.createElement('srm-chart-box');
    equal(el.resizeFallbackDelay, 10000);
    el.resizeFallbackDelay = 30;
    el.option = bar;
    document.body.append(el);
    await settle(el);
    let resized = 0;
    const chart = el.getChart()!;
    const original = chart.resize.bind(chart);
    chart.resize = ((...args: Parameters<typeof original>) => {
      resized++;
      return original(...args);
    }) as typeof chart.resize;
    await waitFor(() => resized > 0, 'fallback resize');
    el.remove();
  });

  it('disposes ECharts on disconnect and comes back on reconnect', async () => {
    const el = await fixture<SrmChartBox>(html`<srm-chart-box .option=${bar}></srm-chart-box>`);
    const chart = el.getChart()!;
    const parent = el.parentElement!;
    el.remove();
    equal(chart.isDisposed(), true);
    equal(el.getChart(), undefined);
    parent.append(el);
    await settle(el);
    const again = el.getChart()!;
    equal(again !== chart, true, 'a new instance');
    equal(Boolean(again.isDisposed()), false);
    equal(Boolean(el.shadowRoot!.querySelector('canvas')), true);
  });

  it('without option shows no data', async () => {
    const el = await fixture<SrmChartBox>(html`<srm-chart-box></srm-chart-box>`);
    equal(Boolean(el.shadowRoot!.querySelector('[part=empty]')), true);
  });
});

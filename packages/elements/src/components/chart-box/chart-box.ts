import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { property, query } from 'lit/decorators.js';
import { init, use, type EChartsCoreOption, type EChartsType } from 'echarts/core';
import { BarChart, GaugeChart, LineChart, PieChart } from 'echarts/charts';
import { DatasetComponent, GridComponent, LegendComponent, TitleComponent, TooltipComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import { localized, msg } from '../../localization.ts';
import { chartBoxStyles } from './chart-box.styles.ts';
import type { SrmChartClickDetail } from './chart-box.events.ts';

/** An ECharts option using bar, gauge, line or pie series (the only charts registered). */
export type ChartOption = EChartsCoreOption;

/** SPEC 9: "chart resize after 10000 ms" — a fallback resize in case the container settled late. */
export const CHART_RESIZE_FALLBACK_MS = 10_000;

let registered = false;
/** Registers only what our charts use, once (keeps the bundle near echarts/core + 4 charts). */
function registerECharts(): void {
  if (registered) return;
  registered = true;
  use([BarChart, GaugeChart, LineChart, PieChart, DatasetComponent, GridComponent, LegendComponent, TitleComponent, TooltipComponent, CanvasRenderer]);
}

/**
 * @summary An ECharts chart (bar, gauge, line, pie) sized by its container.
 *
 * Give it an `option` (ECharts option object); a new object replaces the chart content.
 * It follows its container's size with a ResizeObserver and, as SPEC 9 asks, resizes once
 * more 10 s after it was drawn. The ECharts instance is disposed when the element leaves
 * the page and created again if it comes back.
 *
 * @fires {CustomEvent<SrmChartClickDetail>} srm-chart-click - A bar, point, slice or gauge was clicked; detail `{ componentType, seriesType, seriesName, name, dataIndex, value }`.
 *
 * @csspart chart - The drawing area (role img, named by `label`).
 * @csspart empty - The "No data" text shown without an option.
 *
 * @cssproperty [--srm-chart-box-height=300px] - Height of the chart.
 */
@localized()
export class SrmChartBox extends LitElement {
  static override styles = chartBoxStyles;

  /** The ECharts option. Series types other than bar, gauge, line and pie are not registered. */
  @property({ attribute: false }) option: ChartOption | null = null;

  /** Accessible name of the chart (what it shows). */
  @property() label = '';

  /** Delay of the fallback resize in ms (SPEC: 10000). */
  @property({ type: Number, attribute: 'resize-fallback-delay' }) resizeFallbackDelay: number = CHART_RESIZE_FALLBACK_MS;

  @query('[part=chart]') private container?: HTMLDivElement;

  private chart?: EChartsType;
  private observer?: ResizeObserver;
  private fallbackTimer?: ReturnType<typeof setTimeout>;
  private frame = 0;

  /** The ECharts instance (undefined before the first render and after disconnect). */
  getChart(): EChartsType | undefined {
    return this.chart;
  }

  /** Resizes the chart to its container now. */
  resize(): void {
    if (this.chart && !this.chart.isDisposed()) this.chart.resize();
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (this.hasUpdated) this.setUp();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.tearDown();
  }

  protected override firstUpdated(): void {
    this.setUp();
  }

  protected override updated(changed: PropertyValues<this>): void {
    if (changed.has('option') && this.chart) this.applyOption();
  }

  private setUp(): void {
    if (!this.container || this.chart) return;
    registerECharts();
    this.chart = init(this.container, undefined, { renderer: 'canvas' });
    this.chart.on('click', (p) => {
      const params = p as unknown as SrmChartClickDetail;
      this.dispatchEvent(
        new CustomEvent<SrmChartClickDetail>('srm-chart-click', {
          detail: {
            componentType: params.componentType,
            seriesType: params.seriesType,
            seriesName: params.seriesName,
            name: params.name,
            dataIndex: params.dataIndex,
            value: params.value,
          },
          bubbles: true,
          composed: true,
        }),
      );
    });
    this.applyOption();
    this.observer = new ResizeObserver(() => {
      cancelAnimationFrame(this.frame);
      this.frame = requestAnimationFrame(() => this.resize());
    });
    this.observer.observe(this);
    this.fallbackTimer = setTimeout(() => this.resize(), this.resizeFallbackDelay);
  }

  private tearDown(): void {
    clearTimeout(this.fallbackTimer);
    cancelAnimationFrame(this.frame);
    this.observer?.disconnect();
    this.observer = undefined;
    this.chart?.dispose();
    this.chart = undefined;
  }

  private applyOption(): void {
    if (!this.chart) return;
    if (this.option) {
      try {
        this.chart.setOption(this.option, { notMerge: true });
      } catch (error) {
        // A bad option from the app must not break the page: keep the element, report it.
        console.error('<srm-chart-box>: ECharts refused the option', error);
      }
    } else this.chart.clear();
  }

  override render() {
    return html`<div part="chart" role="img" aria-label=${this.label || msg('Chart', { id: 'chart-box.label', desc: 'Accessible name of a chart without label' })}></div>
      ${this.option ? nothing : html`<div part="empty">${msg('No data', { id: 'chart-box.empty', desc: 'A chart without data' })}</div>`}`;
  }
}

import { html } from 'lit';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { props } from '../../stories/props.ts';
import './srm-chart-box.ts';
import type { SrmChartBox } from './chart-box.ts';

/** The element's properties, and `width`: the width of the box around it. */
type Args = Partial<SrmChartBox> & { width?: string };

const meta: Meta<Args> = {
  title: 'Elements/Chart box',
  component: 'srm-chart-box',
  args: { width: '100%' },
  // The box can be dragged wider or narrower to watch the chart follow. Its grip is left undrawn: each Chromium
  // release draws it a little differently, and the story's picture is of the chart, not of the browser's grip.
  render: (a) =>
    html`<style>
        .resizable::-webkit-resizer { display: none; }
      </style>
      <div class="resizable" style="inline-size:${a.width}; resize: horizontal; overflow: auto; border: 1px dashed #ccc">
        <srm-chart-box ${props(a)}></srm-chart-box>
      </div>`,
};
export default meta;
type Story = StoryObj<Args>;

/** The home page's warning bars (fixed demo data, SPEC 2). */
export const Bar: Story = {
  args: {
    label: 'Supplier warnings per month',
    option: {
      tooltip: {},
      xAxis: { type: 'category', data: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'] },
      yAxis: { type: 'value' },
      series: [{ type: 'bar', name: 'Warnings', data: [5, 8, 3, 9, 4, 6] }],
    },
  },
};
/** Delivery accuracy gauge at 94 percent (SPEC 2). */
export const Gauge: Story = {
  args: {
    label: 'Delivery accuracy 94%',
    option: { series: [{ type: 'gauge', detail: { formatter: '{value}%' }, data: [{ value: 94, name: 'Delivery accuracy' }] }] },
  },
};
export const Line: Story = {
  args: {
    label: 'Orders per week',
    option: {
      xAxis: { type: 'category', data: ['W1', 'W2', 'W3', 'W4'] },
      yAxis: { type: 'value' },
      series: [{ type: 'line', data: [120, 132, 101, 134], smooth: true }],
    },
  },
};
export const Pie: Story = {
  args: {
    label: 'Spend by category',
    option: {
      legend: { bottom: 0 },
      series: [
        {
          type: 'pie',
          radius: '60%',
          data: [
            { name: 'Steel', value: 40 },
            { name: 'Plastics', value: 25 },
            { name: 'Electronics', value: 35 },
          ],
        },
      ],
    },
  },
};
export const NoData: Story = { args: { option: null, label: 'Empty chart' } };
export const English: Story = { args: { option: null, label: 'Empty chart' }, globals: { locale: 'en' } };
/** Drag the dashed box's corner: the chart follows its container. */
export const NarrowContainer: Story = { args: { ...Bar.args, width: '320px' } };

/** React wrappers of the home page's elements (to-do panel, charts). */
import * as React from 'react';
import { createComponent, type EventName } from '@lit/react';
import { SrmTodoPanel as TodoPanel } from '@srm/elements/components/todo-panel/srm-todo-panel.ts';
import { SrmChartBox as ChartBox } from '@srm/elements/components/chart-box/srm-chart-box.ts';
import type {} from '@srm/elements/components/todo-panel/todo-panel.events.ts';

export type { PendingItem } from '@srm/elements/components/todo-panel/todo-panel.ts';

export const SrmTodoPanel = createComponent({
  tagName: 'srm-todo-panel',
  elementClass: TodoPanel,
  react: React,
  events: {
    onSrmTodoMore: 'srm-todo-more' as EventName<GlobalEventHandlersEventMap['srm-todo-more']>,
    onSrmTodoOpen: 'srm-todo-open' as EventName<GlobalEventHandlersEventMap['srm-todo-open']>,
  },
});
export const SrmChartBox = createComponent({ tagName: 'srm-chart-box', elementClass: ChartBox, react: React, events: {} });

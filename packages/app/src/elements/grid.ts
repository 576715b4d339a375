/** React wrapper of srm-data-grid only, so a screen loads the grid without every other element. */
import * as React from 'react';
import { createComponent, type EventName } from '@lit/react';
import { SrmDataGrid as Element } from '@srm/elements/components/data-grid/srm-data-grid.ts';
import type {} from '@srm/elements/components/data-grid/data-grid.events.ts';

export type { GridColumnDef, GridResource, GridRow, GridApi, LookupMap, TableUserConfig } from '@srm/elements/components/data-grid/data-grid.types.ts';
export type SrmDataGridElement = Element;

export const SrmDataGrid = createComponent({
  tagName: 'srm-data-grid',
  elementClass: Element,
  react: React,
  events: {
    onSrmCellAction: 'srm-cell-action' as EventName<GlobalEventHandlersEventMap['srm-cell-action']>,
    onSrmCellChange: 'srm-cell-change' as EventName<GlobalEventHandlersEventMap['srm-cell-change']>,
    onSrmDataLoad: 'srm-data-load' as EventName<GlobalEventHandlersEventMap['srm-data-load']>,
    onSrmRowAction: 'srm-row-action' as EventName<GlobalEventHandlersEventMap['srm-row-action']>,
    onSrmRowDblclick: 'srm-row-dblclick' as EventName<GlobalEventHandlersEventMap['srm-row-dblclick']>,
    onSrmSelectionChange: 'srm-selection-change' as EventName<GlobalEventHandlersEventMap['srm-selection-change']>,
  },
});

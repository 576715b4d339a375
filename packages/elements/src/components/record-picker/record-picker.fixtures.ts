// Columns the record picker's stories and tests share (a module of its own: a test page cannot import storybook/test).
import type { GridColumnDef } from '../data-grid/data-grid.types.ts';

export const demoPickerColumns: GridColumnDef[] = [
  { key: 'supplierCode', title: 'Supplier code', width: 140 },
  { key: 'supplierName', title: 'Supplier name' },
  { key: 'status', title: 'Status', editType: 'lookup', lookup: { typeCode: 'SLC_SUPPLIER_STATUS' } },
];

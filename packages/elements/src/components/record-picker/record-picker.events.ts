/** Typed events of `srm-record-picker`. */
import type { GridRow } from '../data-grid/data-grid.types.ts';

export interface SrmPickDetail {
  /** The chosen rows (one in radio mode). */
  rows: GridRow[];
}

export interface SrmPickerCloseDetail {
  /** Why it closed: `pick`, `cancel` (close button, Escape, backdrop). */
  reason: 'pick' | 'cancel';
}

export type SrmPickEvent = CustomEvent<SrmPickDetail>;
export type SrmPickerCloseEvent = CustomEvent<SrmPickerCloseDetail>;

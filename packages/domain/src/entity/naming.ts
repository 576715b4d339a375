/** Column and operation names derived from field and action names. */

const snakes = new Map<string, string>();

/** `poHeaderId` -> `po_header_id`. Kept per name: a 200-line save asks it for every field of every line. */
export function toSnake(name: string): string {
  let snake = snakes.get(name);
  if (snake === undefined) {
    snake = name
      .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
      .replace(/([A-Z])([A-Z][a-z])/g, '$1_$2')
      .toLowerCase();
    // Names come from definitions and the payload's keys; a client's made-up keys must not grow the map without end.
    if (snakes.size < 20_000) snakes.set(name, snake);
  }
  return snake;
}

export function capitalise(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** `submit` -> `doSubmit`: the REST operation of a workflow action. */
export function actionOperation(action: string): string {
  return `do${capitalise(action)}`;
}

export const STANDARD_OPERATIONS = ['findById', 'listByPage', 'saveOrUpdate', 'doBatchSaveOrUpdate', 'delete', 'doBatchDelete'] as const;
export type StandardOperation = (typeof STANDARD_OPERATIONS)[number];

/** Resource codes (menu buttons) that the standard operations require. */
export const STANDARD_RESOURCES = {
  add: 'btnAdd',
  edit: 'btnEdit',
  delete: 'btnDelete',
  export: 'btnExport',
  import: 'btnImport',
  uploadAttachment: 'btnUploadAttachment',
  downloadAttachment: 'btnDownloadAttachment',
  deleteAttachment: 'btnDelAttachment',
} as const;

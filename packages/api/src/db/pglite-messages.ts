/** The messages between the server's thread (pglite-db.ts) and the embedded database's (pglite-thread.mjs). */
export type WorkerRequest = { id: number } & (
  | { op: 'query'; sql: string; params: unknown[] }
  | { op: 'exec'; sql: string }
  | { op: 'listen'; channel: string; listenId: number }
  | { op: 'unlisten'; listenId: number }
  | { op: 'dump' }
  | { op: 'close' }
);

/** The answer to request `id` (0: the start, or a NOTIFY heard for `notify`, a listen's id). */
export interface WorkerAnswer {
  id: number;
  ready?: true;
  rows?: Record<string, unknown>[];
  rowCount?: number;
  bytes?: ArrayBuffer;
  notify?: number;
  payload?: string;
  error?: { message: string; fields: Record<string, string | number> };
}

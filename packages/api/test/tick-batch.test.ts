/**
 * The writes no answer waits for (the API call log, the hub's NOTIFY) are
 * gathered per event-loop turn (db/tick-batch.ts): nothing is lost, nothing is
 * written twice, one failed write does not stop the next, and close writes what is left.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setImmediate as turn } from 'node:timers/promises';
import { tickBatch } from '../src/db/tick-batch.ts';

/** A batch whose writes are recorded and, while `hold` is set, wait for it. */
function recorded(fail?: (items: number[]) => boolean) {
  const writes: number[][] = [];
  let hold: Promise<void> | undefined;
  const batch = tickBatch<number>(async (items) => {
    writes.push(items);
    await hold;
    if (fail?.(items)) throw new Error('refused');
  });
  return { batch, writes, holdUntil: (p: Promise<void>) => (hold = p) };
}

test('what one turn adds is one write; what is added while it runs is the next', async () => {
  const { batch, writes, holdUntil } = recorded();
  let release!: () => void;
  holdUntil(new Promise<void>((r) => (release = r)));
  for (const n of [1, 2, 3]) batch.add(n);
  await turn();
  assert.deepEqual(writes, [[1, 2, 3]]);
  batch.add(4);
  batch.add(5);
  await turn();
  assert.deepEqual(writes, [[1, 2, 3]], 'one write at a time');
  release();
  await batch.close();
  assert.deepEqual(writes, [
    [1, 2, 3],
    [4, 5],
  ]);
});

test('a failed write does not stop the next, and close writes what is left, each item once', async () => {
  const { batch, writes } = recorded((items) => items.includes(1));
  batch.add(1);
  await turn();
  await turn();
  batch.add(2);
  batch.add(3);
  await batch.close();
  assert.deepEqual(writes, [[1], [2, 3]]);
  batch.add(4);
  await batch.close();
  assert.deepEqual(writes.flat(), [1, 2, 3, 4]);
});

test('an item added after a close that found nothing to write is still written', async () => {
  const { batch, writes } = recorded();
  await batch.close();
  batch.add(7);
  await turn();
  await turn();
  assert.deepEqual(writes, [[7]]);
});

test('a close before the turn ends leaves the batch writing later items', async () => {
  const { batch, writes } = recorded();
  batch.add(1);
  await batch.close();
  // The turn's own start comes after the close and finds nothing left.
  await turn();
  batch.add(2);
  await turn();
  await turn();
  assert.deepEqual(writes, [[1], [2]]);
});

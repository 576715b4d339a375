/**
 * Results and manual score rows are made and moved only by their scheme's run
 * (scheme.ts): a save by hand, whoever holds the buttons, is refused before
 * anything is written. The evaluator's score travels as its `score` action.
 */
import { AppError } from '../engine/app-error.ts';
import { registerHooks } from '../engine/hooks.ts';

export function registerMadeByRunHooks(): void {
  for (const entity of ['spePerformance', 'speManualScore'])
    registerHooks(entity, {
      beforeSave() {
        throw new AppError('READ_ONLY_ENTITY');
      },
    });
}

/**
 * A performance result's screen (buyer's and supplier's): the record as the
 * generic screen shows it, its actions still offered, with the drill-down
 * from each indicator to its measures and the documents that made them.
 */
import { getEntity } from '../../lib/registry.ts';
import EditScreen from '../EditScreen.tsx';
import { DrillDown } from './DrillDown.tsx';

export default function PerformanceResult({ id }: { id: string }) {
  return (
    <>
      <EditScreen def={getEntity('spePerformance')} id={id} readOnly />
      <DrillDown performanceId={Number(id)} />
    </>
  );
}

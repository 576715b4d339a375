/**
 * The measures an automatic indicator's formula may name, each a figure per
 * supplier over a scheme's period. What each measure counts is written once,
 * in entities/performance/performance-source.ts, beside the drill-down view
 * that lists the same rows; here each becomes one SQL set statement: `sql`
 * answers (supplier_id, v) for the period $1..$2 (dates, both included) and
 * the suppliers with a result in scheme $3, and scheme.ts inserts it for
 * every result of a scheme at once.
 */
import { MEASURE_SOURCES } from '@srm/domain/entities/performance/performance-source.ts';

export interface Measure {
  code: string;
  sql: string;
}

export const MEASURES: Measure[] = MEASURE_SOURCES.map(({ code, family, value }) => ({
  code,
  // Only the scheme's suppliers ($3): a scheme over ten suppliers reads ten suppliers' documents.
  sql: `SELECT ${family.supplier} AS supplier_id, sum(${value}) AS v ${family.from('$1', '$2')}
    AND ${family.supplier} IN (SELECT p.supplier_id FROM srm_spe_performances p WHERE p.scheme_id = $3) GROUP BY ${family.supplier}`,
}));

export const MEASURE_CODES: ReadonlySet<string> = new Set(MEASURES.map((x) => x.code));

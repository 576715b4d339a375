import { defineEntity } from '../../entity/types.ts';
import { bilingual, f } from '../../entity/fields.ts';

/** A grade of positions (职级), in a tree: the higher the rank, the more senior. */
export default defineEntity({
  name: 'positionLevel',
  domain: 'org',
  label: { zh: '职级', en: 'Position level' },
  service: 'baseServer',
  rest: 'basePositionLevel',
  table: 'saaf_position_levels',
  key: 'positionLevelId',
  titleField: 'levelName',
  read: 'authenticated',
  tree: { parentField: 'parentLevelId' },
  fields: [
    f.text('levelCode', '职级编码', 'Level code', { required: true, unique: true, maxLength: 60 }),
    ...bilingual('levelName', '职级名称', 'Level name', { required: true, maxLength: 120 }),
    f.ref('parentLevelId', '上级职级', 'Parent level', 'positionLevel', { display: 'levelName' }),
    f.integer('levelRank', '职级序号', 'Rank', { min: 0, max: 99 }),
    f.enabled(),
  ],
  list: {
    columns: ['levelCode', 'levelName', 'levelNameEn', 'levelRank', 'enabledFlag'],
    filters: [{ field: 'levelName', op: 'like' }, 'enabledFlag'],
    sort: ['levelCode'],
  },
});

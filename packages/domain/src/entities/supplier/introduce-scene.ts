import { defineEntity } from '../../entity/types.ts';
import { bilingual, f } from '../../entity/fields.ts';
import { STATE } from '../../entity/workflows.ts';

/**
 * An introduction scene (引入场景): why a supplier is being introduced (a new
 * supplier, a new category, a new site) and which steps its qualification
 * review then needs beyond the review of its papers: an on-site inspection, a
 * sample trial. A qualification names one in use; STATES.md.
 */
export default defineEntity({
  name: 'slcIntroduceScene',
  domain: 'supplier',
  label: { zh: '引入场景', en: 'Introduction scene' },
  service: 'srmServer',
  rest: 'srmPosSceneManage',
  table: 'srm_slc_introduce_scenes',
  key: 'sceneId',
  titleField: 'sceneName',
  scope: { internal: true },
  unusableWhen: [
    { field: 'sceneStatus', value: 'DRAFT', key: 'rule.sceneNotInUse' },
    { field: 'sceneStatus', value: 'INVALID', key: 'rule.sceneNotInUse' },
  ],
  fields: [
    f.text('sceneCode', '场景编码', 'Scene code', { required: true, unique: true, maxLength: 30 }),
    ...bilingual('sceneName', '场景名称', 'Scene', { required: true, maxLength: 100 }),
    f.flag('needInspectionFlag', '需现场考察', 'On-site inspection', { default: 'Y' }),
    f.flag('needSampleTrialFlag', '需样品试验', 'Sample trial', { default: 'Y' }),
    f.text('description', '说明', 'Description', { maxLength: 500 }),
    f.lookup('sceneStatus', '状态', 'Status', 'SLC_SCENE_STATUS', { readOnly: true, default: 'DRAFT' }),
  ],
  workflow: {
    field: 'sceneStatus',
    initial: 'DRAFT',
    states: {
      DRAFT: STATE.DRAFT,
      EFFECTIVE: { label: { zh: '已生效', en: 'In use' } },
      INVALID: { label: { zh: '已失效', en: 'Invalid' }, editable: true },
    },
    actions: [
      { action: 'setup', label: { zh: '生效', en: 'Put in use' }, from: ['DRAFT', 'INVALID'], to: 'EFFECTIVE', resource: 'btnSetup' },
      { action: 'invalid', label: { zh: '失效', en: 'Invalidate' }, from: ['EFFECTIVE'], to: 'INVALID', resource: 'btnInvalid' },
    ],
  },
  list: {
    columns: ['sceneCode', 'sceneName', 'needInspectionFlag', 'needSampleTrialFlag', 'description', 'sceneStatus'],
    filters: [{ field: 'sceneCode', op: 'like' }, { field: 'sceneName', op: 'like' }, 'sceneStatus'],
    sort: ['sceneCode'],
  },
  form: {
    sections: [
      {
        title: { zh: '引入场景', en: 'Introduction scene' },
        fields: ['sceneCode', 'sceneName', 'sceneNameEn', 'sceneStatus', 'needInspectionFlag', 'needSampleTrialFlag', 'description'],
      },
    ],
  },
});

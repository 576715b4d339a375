import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/**
 * A watermark setting for contract PDFs: inside (for internal viewers,
 * cctWatermarkListInside) or supplier (for suppliers' users,
 * cctWatermarkListSupp). The newest enabled setting of the viewer's kind is
 * drawn into every page of every preview and download (api/contract/pdf):
 * the text pattern filled with the viewer's name, company and time.
 * Internal: no supplier reads any setting.
 */
export default defineEntity({
  name: 'contractWatermark',
  domain: 'contract',
  label: { zh: '合同水印', en: 'Contract watermark' },
  service: 'srmServer',
  rest: 'srmOkcWatermarks',
  table: 'srm_okc_watermarks',
  key: 'watermarkId',
  titleField: 'watermarkName',
  scope: { internal: true },
  fields: [
    f.text('watermarkName', '水印名称', 'Name', { required: true, maxLength: 120 }),
    f.lookup('watermarkKind', '水印类型', 'Kind', 'CCT_WATERMARK_KIND', { required: true }),
    f.text('textPattern', '水印文字', 'Text', {
      required: true,
      maxLength: 200,
      default: '{name} {company} {time}',
    }),
    f.number('opacity', '透明度', 'Opacity', { required: true, precision: 2, min: 0.05, max: 1, default: 0.18 }),
    f.integer('angle', '角度', 'Angle', { required: true, min: -90, max: 90, default: 30 }),
    f.integer('fontSize', '字号', 'Font size', { required: true, min: 6, max: 72, default: 16 }),
    f.text('colorHex', '颜色', 'Colour', { maxLength: 7, default: '#8a8f99' }),
    f.enabled(),
  ],
  list: {
    columns: ['watermarkName', 'watermarkKind', 'textPattern', 'opacity', 'angle', 'fontSize', 'colorHex', 'enabledFlag', 'lastUpdateDate'],
    filters: [{ field: 'watermarkName', op: 'like' }, 'watermarkKind', 'enabledFlag'],
    sort: ['-watermarkId'],
  },
  form: {
    sections: [
      {
        title: { zh: '水印设置', en: 'Watermark' },
        fields: ['watermarkName', 'watermarkKind', 'textPattern', 'opacity', 'angle', 'fontSize', 'colorHex', 'enabledFlag'],
      },
    ],
  },
});

/**
 * The texts of licence recognition on the registration page, in both languages,
 * read as lib/i18n.ts reads the portal's: the current language, `{name}`
 * placeholders filled.
 */
import { getLang } from '../../lib/session.ts';

const texts = {
  'licence.title': { zh: '上传营业执照自动识别', en: 'Fill in from the business licence' },
  'licence.hint': {
    zh: '上传营业执照照片或扫描件（jpg、png、gif、bmp，不超过5MB），识别出的企业名称和统一社会信用代码经您确认后填入。',
    en: 'Upload a photo or scan of the business licence (jpg, png, gif or bmp, at most 5 MB); the company name and unified social credit code read from it are filled in once you confirm them.',
  },
  'licence.reading': { zh: '正在识别营业执照…', en: 'Reading the licence…' },
  'licence.wrongType': { zh: '请选择jpg、png、gif或bmp格式的图片', en: 'Choose a jpg, png, gif or bmp image' },
  'licence.tooLarge': { zh: '图片不能超过5MB', en: 'The image must not be larger than 5 MB' },
  'licence.found': { zh: '识别结果（请与营业执照核对后确认）', en: 'Read from the licence (compare with the licence, then confirm)' },
  'licence.nothing': {
    zh: '未能识别出企业名称或统一社会信用代码，请上传更清晰的图片或直接填写。',
    en: 'Neither the company name nor the credit code could be read; upload a clearer image or type them in.',
  },
  'licence.confidence': { zh: '可信度 {n}%', en: '{n}% sure' },
  'licence.valid': { zh: '校验位正确', en: 'Check character correct' },
  'licence.corrected': { zh: '已按校验位更正{n}个易混字符', en: '{n} look-alike character(s) corrected by the check character' },
  'licence.invalid': { zh: '校验位不符，请核对后修改', en: 'The check character does not match: compare and correct it' },
  'licence.legalRep': { zh: '法定代表人', en: 'Legal representative' },
  'licence.capital': { zh: '注册资本', en: 'Registered capital' },
  'licence.accept': { zh: '确认填入', en: 'Fill in the chosen values' },
  'licence.dismiss': { zh: '放弃', en: 'Discard' },
  'licence.filled': { zh: '已填入，请检查表单中的内容', en: 'Filled in: check the form' },
  'licence.text': { zh: '识别出的全部文字', en: 'All text read' },
} as const;

export type LicenceTextKey = keyof typeof texts;

export function lt(key: LicenceTextKey, params: Record<string, unknown> = {}): string {
  const entry = texts[key];
  const s = getLang() === 'EN' ? entry.en : entry.zh;
  return s.replace(/\{(\w+)\}/g, (_, n: string) => String(params[n] ?? ''));
}

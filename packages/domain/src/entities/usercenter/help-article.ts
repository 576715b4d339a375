import { defineEntity } from '../../entity/types.ts';
import { bilingual, f } from '../../entity/fields.ts';

/**
 * A help article of the operation guide (articleManagementList): a title and a
 * body in Chinese and English, rich text sanitised on save like a notice's. The
 * homes' operation-guide "more" link lists the published ones; suppliers never
 * see an unpublished article.
 */
export default defineEntity({
  name: 'helpArticle',
  domain: 'base',
  label: { zh: '帮助文章', en: 'Help article' },
  service: 'baseServer',
  rest: 'srmBaseHelpArticle',
  table: 'srm_base_help_articles',
  key: 'articleId',
  titleField: 'articleTitle',
  read: 'authenticated',
  scope: { supplierAudience: { field: 'publishedFlag', values: ['Y'] } },
  fields: [
    f.text('articleCode', '文章编号', 'Article number', { required: true, unique: true, maxLength: 40 }),
    ...bilingual('articleTitle', '标题', 'Title', { required: true, maxLength: 200 }),
    f.lookup('articleCategory', '分类', 'Category', 'HELP_ARTICLE_CATEGORY', { required: true, default: 'GUIDE' }),
    f.integer('displaySeq', '排序', 'Order', { default: 10, min: 0, max: 9999 }),
    f.flag('publishedFlag', '已发布', 'Published'),
    f.richtext('articleContent', '内容', 'Content', { required: true }),
    f.richtext('articleContentEn', '内容(英文)', 'Content (English)'),
  ],
  list: {
    columns: ['articleCode', 'articleTitle', 'articleCategory', 'displaySeq', 'publishedFlag', 'lastUpdateDate'],
    filters: [{ field: 'articleTitle', op: 'like' }, 'articleCategory', 'publishedFlag'],
    sort: ['displaySeq', 'articleId'],
  },
  form: {
    sections: [
      { title: { zh: '基本信息', en: 'Basics' }, fields: ['articleCode', 'articleTitle', 'articleTitleEn', 'articleCategory', 'displaySeq', 'publishedFlag'] },
      { title: { zh: '中文内容', en: 'Chinese content' }, fields: ['articleContent'] },
      { title: { zh: '英文内容', en: 'English content' }, fields: ['articleContentEn'] },
    ],
  },
});

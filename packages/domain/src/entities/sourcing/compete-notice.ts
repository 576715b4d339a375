import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/**
 * A notice of a compete event to all its bidders (竞价公告): the invitation
 * written at publication, then what the buyer announces in the hall (a turn
 * moved, a question answered for everyone). Written by the server only
 * (`doPostNotice`), never changed; shown live in both halls and told to each
 * bidder's users. A line of the event: read in the event's scope, so only its
 * invited suppliers see it, and only once it is published. COMPETE.md.
 */
export default defineEntity({
  name: 'ponCompeteNotice',
  domain: 'sourcing',
  label: { zh: '竞价公告', en: 'Compete notice' },
  service: 'srmServer',
  rest: 'srmPonCompeteNotices',
  table: 'srm_pon_compete_notices',
  key: 'noticeId',
  parent: { entity: 'ponCompete', foreignKey: 'competeHeaderId' },
  readOnly: true,
  fields: [
    f.ref('competeHeaderId', '竞价单', 'Compete event', 'ponCompete', { required: true, index: true }),
    f.lookup('noticeKind', '公告类型', 'Kind', 'PON_COMPETE_NOTICE_KIND', { required: true }),
    f.text('noticeTitle', '公告标题', 'Title', { required: true, maxLength: 200 }),
    f.text('noticeContent', '公告内容', 'Content', { required: true, maxLength: 2000 }),
    f.datetime('postedAt', '发布时间', 'Posted', { required: true }),
    f.text('postedByName', '发布人', 'Posted by', { maxLength: 120 }),
  ],
  list: {
    columns: ['noticeKind', 'noticeTitle', 'noticeContent', 'postedAt', 'postedByName'],
    filters: ['competeHeaderId', 'noticeKind'],
    sort: ['-noticeId'],
  },
});

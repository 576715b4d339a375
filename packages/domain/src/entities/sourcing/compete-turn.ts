import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/**
 * One turn (轮次) of a compete event with its parameters (the turn param of
 * the product family, kept on the turn it governs): duration, minimum
 * decrement, ceiling, what bidders see, anti-sniping. Its run (`turnStatus`,
 * `endsAt`) is written by the hall only. COMPETE.md.
 */
export default defineEntity({
  name: 'ponCompeteTurn',
  domain: 'sourcing',
  label: { zh: '竞价轮次', en: 'Turn' },
  service: 'srmServer',
  rest: 'srmPonCompeteTurns',
  table: 'srm_pon_compete_turns',
  key: 'turnId',
  parent: { entity: 'ponCompete', foreignKey: 'competeHeaderId' },
  fields: [
    f.ref('competeHeaderId', '竞价单', 'Compete event', 'ponCompete', { required: true }),
    f.integer('turnNumber', '轮次', 'Turn', { required: true, min: 1, max: 20, uniqueWith: ['competeHeaderId'] }),
    f.datetime('plannedStart', '计划开始时间', 'Planned start'),
    f.integer('durationSeconds', '时长(秒)', 'Duration (seconds)', { required: true, min: 30, max: 86400, default: 600 }),
    f.lookup('decrementType', '最小降幅方式', 'Minimum decrement as', 'PON_COMPETE_DECREMENT', { required: true, default: 'AMOUNT' }),
    f.number('decrementValue', '最小降幅', 'Minimum decrement', { required: true, precision: 4, default: 0, min: 0 }),
    // A turn after the first may cap prices lower than the items' ceilings: a fraction of each item's ceiling.
    f.number('ceilingRatio', '限价比例', 'Ceiling (share of item ceiling)', { precision: 4, default: 1, min: 0.01, max: 1 }),
    f.lookup('visibility', '供应商可见', 'Bidders see', 'PON_COMPETE_VISIBILITY', { required: true, default: 'OWN_RANK' }),
    f.integer('snipeWindowSeconds', '防狙击窗口(秒)', 'Anti-sniping window (s)', { required: true, min: 0, max: 3600, default: 30 }),
    f.integer('snipeExtendSeconds', '防狙击延时(秒)', 'Anti-sniping extension (s)', { required: true, min: 0, max: 3600, default: 60 }),
    f.integer('snipeCapSeconds', '最多延时(秒)', 'Most extension in all (s)', { required: true, min: 0, max: 86400, default: 600 }),
    f.lookup('turnStatus', '轮次状态', 'Turn status', 'PON_COMPETE_TURN_STATUS', { readOnly: true, default: 'PLANNED' }),
    f.datetime('startedAt', '开始时间', 'Started', { readOnly: true }),
    f.datetime('endsAt', '结束时间', 'Ends', { readOnly: true }),
    f.integer('pausedRemainingMs', '暂停时剩余(毫秒)', 'Left when paused (ms)', { readOnly: true }),
    f.integer('extendedSeconds', '已延时(秒)', 'Extended (s)', { readOnly: true, default: 0 }),
    // The part of the extension anti-sniping made, held to the cap; the buyer's own extensions are not counted.
    f.integer('snipeUsedSeconds', '防狙击已延时(秒)', 'Extended by anti-sniping (s)', { readOnly: true, default: 0 }),
  ],
  list: {
    columns: [
      'turnNumber',
      'durationSeconds',
      'decrementType',
      'decrementValue',
      'ceilingRatio',
      'visibility',
      'snipeWindowSeconds',
      'snipeExtendSeconds',
      'snipeCapSeconds',
      'turnStatus',
      'startedAt',
      'endsAt',
    ],
    filters: ['competeHeaderId'],
    sort: ['turnNumber'],
  },
});

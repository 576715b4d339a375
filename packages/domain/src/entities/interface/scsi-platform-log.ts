import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/**
 * The platform log (接口日志): one row per message an interface sent or took.
 * Outbound: PENDING when queued, FAILED after an attempt that will be retried,
 * SENT when the ERP accepted it, DEAD after the last attempt failed; a dead
 * message replayed becomes REPLAYED and its replay is a new row (`replayOfLogId`)
 * built from the current mapping. Inbound: ACCEPTED (saved), REJECTED (field
 * errors or a bad signature, nothing written), DUPLICATE (a message id seen
 * before, answered as the first time). Written only by the server. STATES.md.
 */
export default defineEntity({
  name: 'scsiPlatformLog',
  domain: 'integration',
  label: { zh: '接口日志', en: 'Interface message' },
  service: 'baseServer',
  rest: 'baseScsiPlatformLog',
  table: 'srm_scsi_platform_logs',
  key: 'logId',
  titleField: 'messageId',
  scope: { internal: true },
  readOnly: true,
  audit: false,
  fields: [
    f.ref('definitionId', '接口', 'Interface', 'scsiDefinition', {
      required: true,
      display: 'definitionName',
      copy: { definitionCode: 'definitionCode', definitionName: 'definitionName' },
      index: true,
    }),
    f.text('definitionCode', '接口编码', 'Interface code', { readOnly: true, maxLength: 60 }),
    f.text('definitionName', '接口名称', 'Interface name', { readOnly: true, maxLength: 200 }),
    f.lookup('direction', '方向', 'Direction', 'SCSI_DIRECTION', { required: true }),
    f.text('messageId', '消息编号', 'Message id', { required: true, maxLength: 200, index: true }),
    // Inbound first messages only: what makes a sender's message id count once per interface.
    f.text('dedupeKey', '去重键', 'Deduplication key', { unique: true, maxLength: 300, hidden: true }),
    f.lookup('businessEvent', '业务事件', 'Business event', 'SCSI_BUSINESS_EVENT'),
    f.text('entityName', '业务对象', 'Record kind', { maxLength: 60 }),
    f.integer('recordId', '业务记录', 'Record id'),
    f.text('url', '接口地址', 'URL', { maxLength: 1000 }),
    f.longtext('requestBody', '请求报文', 'Request'),
    f.longtext('responseBody', '响应报文', 'Response'),
    f.integer('httpStatus', 'HTTP状态', 'HTTP status'),
    f.integer('durationMs', '耗时(毫秒)', 'Duration (ms)'),
    f.integer('attempts', '尝试次数', 'Attempts', { default: 0 }),
    f.integer('maxAttempts', '最多尝试', 'Max attempts', { default: 3 }),
    f.lookup('logStatus', '状态', 'State', 'SCSI_LOG_STATUS', { required: true, index: true }),
    f.text('errorMessage', '错误', 'Error', { maxLength: 4000 }),
    f.longtext('attemptHistory', '尝试记录', 'Attempts made'),
    f.datetime('nextAttemptAt', '下次尝试', 'Next attempt'),
    f.datetime('deliveredAt', '送达时间', 'Delivered'),
    f.integer('replayOfLogId', '重放自', 'Replay of'),
  ],
  operations: [{ operation: 'doReplay', label: { zh: '重放', en: 'Replay' }, resource: 'btnReplay' }],
  list: {
    columns: [
      'definitionCode',
      'definitionName',
      'direction',
      'messageId',
      'businessEvent',
      'logStatus',
      'httpStatus',
      'attempts',
      'durationMs',
      'errorMessage',
      'creationDate',
      'replayOfLogId',
    ],
    filters: ['definitionId', 'direction', 'logStatus', { field: 'messageId', op: 'like' }],
    sort: ['-logId'],
  },
  form: {
    sections: [
      {
        title: { zh: '消息', en: 'Message' },
        fields: ['definitionId', 'direction', 'messageId', 'businessEvent', 'entityName', 'recordId', 'logStatus', 'replayOfLogId'],
      },
      {
        title: { zh: '投递', en: 'Delivery' },
        fields: ['url', 'httpStatus', 'durationMs', 'attempts', 'maxAttempts', 'nextAttemptAt', 'deliveredAt', 'errorMessage'],
      },
      { title: { zh: '报文', en: 'Payload' }, fields: ['requestBody', 'responseBody', 'attemptHistory'] },
    ],
  },
});

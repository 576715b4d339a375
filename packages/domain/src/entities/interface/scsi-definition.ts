import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/**
 * An interface definition (接口定义): one message the platform exchanges with
 * an ERP. OUTBOUND sends a business event's record (an order released) as
 * mapped JSON to `url`; INBOUND takes a pushed message at
 * /api/baseServer/v1/scsiInbound/{definitionCode} and saves it as a record of
 * `targetEntity` through the entity engine. Secrets (the outbound credential or
 * the inbound API key, the HMAC signing secret) are stored wrapped and never
 * answered: the flags say whether one is set. Only an EFFECTIVE definition is
 * used. STATES.md.
 */
export default defineEntity({
  name: 'scsiDefinition',
  domain: 'integration',
  label: { zh: '接口定义', en: 'Interface definition' },
  service: 'baseServer',
  rest: 'baseScsiDefinition',
  table: 'srm_scsi_definitions',
  key: 'definitionId',
  titleField: 'definitionName',
  scope: { internal: true },
  fields: [
    f.text('definitionCode', '接口编码', 'Interface code', { required: true, unique: true, maxLength: 60 }),
    f.text('definitionName', '接口名称', 'Interface name', { required: true, maxLength: 200 }),
    f.lookup('direction', '方向', 'Direction', 'SCSI_DIRECTION', { required: true, default: 'OUTBOUND' }),
    f.lookup('businessEvent', '业务事件', 'Business event', 'SCSI_BUSINESS_EVENT'),
    f.lookup('targetEntity', '目标业务对象', 'Target records', 'SCSI_TARGET_ENTITY'),
    f.text('url', '接口地址', 'URL', { maxLength: 1000 }),
    f.lookup('httpMethod', '请求方法', 'Method', 'SCSI_HTTP_METHOD', { required: true, default: 'POST' }),
    f.lookup('authType', '认证方式', 'Authentication', 'SCSI_AUTH_TYPE', { required: true, default: 'NONE' }),
    f.text('authUser', '认证用户/请求头', 'User or header name', { maxLength: 200 }),
    f.secret('authSecret', '密钥/令牌', 'Secret or token', { maxLength: 2000 }),
    f.flag('authSecretSet', '已设置密钥', 'Secret set', { readOnly: true, default: 'N' }),
    f.secret('signSecret', '签名密钥', 'Signing secret', { maxLength: 2000 }),
    f.flag('signSecretSet', '已设置签名密钥', 'Signing secret set', { readOnly: true, default: 'N' }),
    f.lookup('headerInterceptor', '请求头拦截器', 'Header interceptor', 'SCSI_HEADER_INTERCEPTOR'),
    f.lookup('paramsInterceptor', '参数拦截器', 'Parameter interceptor', 'SCSI_PARAMS_INTERCEPTOR'),
    f.lookup('definitionStatus', '状态', 'Status', 'SCSI_DEFINITION_STATUS', { readOnly: true, default: 'INVALID' }),
    f.text('description', '说明', 'Description', { maxLength: 1000 }),
  ],
  children: [
    { name: 'reqFieldMaps', entity: 'scsiReqFieldMap', foreignKey: 'definitionId', label: { zh: '请求字段映射', en: 'Request field mapping' } },
    { name: 'resFieldMaps', entity: 'scsiResFieldMap', foreignKey: 'definitionId', label: { zh: '响应字段映射', en: 'Response field mapping' } },
    { name: 'parameters', entity: 'scsiParameter', foreignKey: 'definitionId', label: { zh: '固定参数', en: 'Fixed parameters' } },
    { name: 'requestConfigs', entity: 'scsiRequestConfig', foreignKey: 'definitionId', label: { zh: '请求配置', en: 'Request settings' } },
  ],
  workflow: {
    field: 'definitionStatus',
    initial: 'INVALID',
    states: {
      INVALID: { label: { zh: '失效', en: 'Not in use' }, editable: true },
      EFFECTIVE: { label: { zh: '生效', en: 'In use' }, editable: true },
    },
    actions: [
      { action: 'effect', label: { zh: '生效', en: 'Put in use' }, from: ['INVALID'], to: 'EFFECTIVE', resource: 'btnEffect' },
      { action: 'invalid', label: { zh: '失效', en: 'Take out of use' }, from: ['EFFECTIVE'], to: 'INVALID', resource: 'btnInvalid' },
    ],
  },
  operations: [
    {
      operation: 'listRequestHeaderInterceptor',
      label: { zh: '请求头拦截器', en: 'Header interceptors' },
      resource: 'btnEdit',
      noButton: true,
      noSelection: true,
    },
    {
      operation: 'listRequestParamsInterceptor',
      label: { zh: '参数拦截器', en: 'Parameter interceptors' },
      resource: 'btnEdit',
      noButton: true,
      noSelection: true,
    },
  ],
  list: {
    columns: ['definitionCode', 'definitionName', 'direction', 'businessEvent', 'targetEntity', 'url', 'httpMethod', 'authType', 'definitionStatus'],
    filters: [{ field: 'definitionCode', op: 'like' }, { field: 'definitionName', op: 'like' }, 'direction', 'definitionStatus'],
    sort: ['definitionCode'],
  },
  form: {
    sections: [
      {
        title: { zh: '接口', en: 'Interface' },
        fields: ['definitionCode', 'definitionName', 'direction', 'businessEvent', 'targetEntity', 'definitionStatus', 'description'],
      },
      { title: { zh: '请求', en: 'Request' }, fields: ['url', 'httpMethod', 'headerInterceptor', 'paramsInterceptor'] },
      { title: { zh: '认证', en: 'Authentication' }, fields: ['authType', 'authUser', 'authSecret', 'authSecretSet', 'signSecret', 'signSecretSet'] },
    ],
  },
});

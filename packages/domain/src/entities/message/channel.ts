import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/**
 * A delivery channel's settings (msgCfg): the SMTP server mail goes through,
 * or an outbound webhook (its URL, http or https only). The SMTP password or
 * the webhook's signing secret is typed in `secretValue`, kept wrapped under
 * the master key in `secretCipher` (sourcing/sealing.ts) and never answered;
 * a webhook saved without one gets a generated secret, answered once by the
 * save that made it.
 */
export default defineEntity({
  name: 'msgChannel',
  domain: 'admin',
  label: { zh: '消息渠道', en: 'Message channel' },
  service: 'messageServer',
  rest: 'msgChannel',
  table: 'msg_channels',
  key: 'channelId',
  titleField: 'channelName',
  fields: [
    f.text('channelCode', '渠道编号', 'Channel code', { required: true, unique: true, maxLength: 60 }),
    f.text('channelName', '渠道名称', 'Channel name', { required: true, maxLength: 200 }),
    f.lookup('channelType', '渠道类型', 'Channel type', 'MSG_CHANNEL_TYPE', { required: true, default: 'WEBHOOK' }),
    f.text('endpointUrl', 'Webhook 地址', 'Webhook URL', { maxLength: 500 }),
    f.text('smtpHost', 'SMTP 服务器', 'SMTP host', { maxLength: 200 }),
    f.integer('smtpPort', 'SMTP 端口', 'SMTP port', { min: 1, max: 65535 }),
    f.text('smtpUser', 'SMTP 用户', 'SMTP user', { maxLength: 200 }),
    f.text('mailFrom', '发件人', 'Sender address', { maxLength: 240 }),
    f.secret('secretValue', '密码 / 签名密钥', 'Password / signing secret', { maxLength: 200 }),
    f.text('secretCipher', '密文', 'Cipher', { hidden: true, readOnly: true, maxLength: 1000 }),
    f.flag('secretSet', '已设置密钥', 'Secret set', { readOnly: true, default: 'N' }),
    f.enabled(),
    f.remark(),
  ],
  list: {
    columns: ['channelCode', 'channelName', 'channelType', 'endpointUrl', 'smtpHost', 'secretSet', 'enabledFlag'],
    filters: [{ field: 'channelName', op: 'like' }, 'channelType', 'enabledFlag'],
    sort: ['channelCode'],
  },
  form: {
    sections: [
      { title: { zh: '基本信息', en: 'General' }, fields: ['channelCode', 'channelName', 'channelType', 'enabledFlag', 'remark'] },
      { title: { zh: 'Webhook', en: 'Webhook' }, fields: ['endpointUrl'] },
      { title: { zh: '邮件服务', en: 'Mail server' }, fields: ['smtpHost', 'smtpPort', 'smtpUser', 'mailFrom'] },
      { title: { zh: '密钥', en: 'Secret' }, fields: ['secretValue', 'secretSet'] },
    ],
  },
});

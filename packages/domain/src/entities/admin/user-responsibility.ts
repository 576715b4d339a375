import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/** A responsibility assigned to a user, optionally for a period. */
export default defineEntity({
  name: 'userResponsibility',
  domain: 'admin',
  label: { zh: '用户职责', en: 'User responsibility' },
  service: 'baseServer',
  rest: 'baseUserResp',
  table: 'saaf_user_resp',
  key: 'userRespId',
  fields: [
    f.ref('userId', '用户', 'User', 'user', { required: true, index: true, display: 'userName', copy: { userName: 'userName' } }),
    f.text('userName', '用户名', 'User name', { readOnly: true }),
    f.ref('respId', '职责', 'Responsibility', 'responsibility', {
      required: true,
      display: 'respName',
      copy: { respName: 'respName' },
      uniqueWith: ['userId'],
    }),
    f.text('respName', '职责名称', 'Responsibility name', { readOnly: true }),
    f.date('startDate', '开始日期', 'Start date'),
    f.date('endDate', '结束日期', 'End date'),
  ],
  list: { columns: ['userName', 'respName', 'startDate', 'endDate'], filters: ['userId', 'respId'], sort: ['userName'] },
});

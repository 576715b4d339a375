import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/** A member of the opening committee a new tender of the organisation starts with. */
export default defineEntity({
  name: 'ponBiddingSetupOpener',
  domain: 'sourcing',
  label: { zh: '默认开标小组成员', en: 'Default committee member' },
  service: 'srmServer',
  rest: 'srmPonBiddingSetupOpeners',
  table: 'srm_pon_bidding_setup_openers',
  key: 'setupOpenerId',
  parent: { entity: 'ponBiddingSetup', foreignKey: 'setupId' },
  fields: [
    f.ref('setupId', '招标设置', 'Bidding setup', 'ponBiddingSetup', { required: true }),
    f.ref('userId', '成员', 'Member', 'user', {
      required: true,
      display: 'userFullName',
      copy: { userFullName: 'personName' },
      pickFrom: 'wfPerson',
      uniqueWith: ['setupId'],
    }),
    f.text('personName', '姓名', 'Name', { readOnly: true }),
  ],
  list: { columns: ['userId', 'personName'], filters: ['setupId'], sort: ['setupOpenerId'] },
});

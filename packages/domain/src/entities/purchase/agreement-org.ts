import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/** An organisation the agreement serves; an agreement without organisations serves all. */
export default defineEntity({
  name: 'purAgreementOrg',
  domain: 'purchase',
  label: { zh: '协议适用组织', en: 'Agreement organisation' },
  service: 'srmServer',
  rest: 'srmPoAgreementOrg',
  table: 'srm_po_agreement_orgs',
  key: 'agreementOrgId',
  parent: { entity: 'purAgreement', foreignKey: 'agreementId' },
  fields: [
    f.ref('agreementId', '协议', 'Agreement', 'purAgreement', { required: true }),
    ...f.org({ required: true }),
    f.flag('defaultFlag', '默认', 'Default'),
  ],
  list: { columns: ['orgId', 'defaultFlag'], filters: ['agreementId'], sort: ['agreementOrgId'] },
});

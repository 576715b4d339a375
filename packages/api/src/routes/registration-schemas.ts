/** Schemas of supplier self-registration (registration-routes.ts). */
import { int, object, routeSchema, str } from '../openapi/route-schema.ts';

const tag = 'Supplier registration';
const decision = object({ supplierId: int() }, ['supplierId'], { additionalProperties: false });

export const registrationSchemas = {
  checkName: routeSchema({
    operationId: 'checkSupplierName',
    tag,
    summary: 'Whether a supplier name is still free',
    body: object({ supplierName: str(undefined, 240) }, ['supplierName']),
    data: object({ supplierName: str(), available: { type: 'boolean' } }, ['supplierName', 'available']),
  }),
  register: routeSchema({
    operationId: 'registerSupplier',
    tag,
    summary: 'Register a supplier and its first user (disabled until approved)',
    description:
      'First send an e-mail code with sendEmailCode (purpose REGISTER). A taken supplier or user name answers 400 VALIDATION rule.unique on that field; a wrong code 400 EMAIL_CODE.',
    body: object(
      {
        supplierName: str(undefined, 240),
        supplierShortName: str(undefined, 120),
        supplierType: str(undefined, 60),
        taxRegistrationNumber: str(undefined, 60),
        companyPhone: str(undefined, 40),
        companyRegisteredAddress: str(undefined, 500),
        contactName: str(undefined, 120),
        contactEmail: str(undefined, 120),
        emailCode: str('The code e-mailed to contactEmail'),
        userName: str(undefined, 60),
        password: { type: 'string', maxLength: 128, description: 'At least 8 characters with upper and lower case letters, a digit and a symbol' },
      },
      ['supplierName', 'contactName', 'contactEmail', 'emailCode', 'userName', 'password'],
    ),
    data: object(
      { supplierId: int(), supplierNumber: str(), userId: int(), supplierName: str(), userName: str(), supplierStatus: { type: 'string', const: 'POTENTIAL' } },
      ['supplierId', 'userId'],
    ),
  }),
  approve: routeSchema({
    operationId: 'approveSupplierRegistration',
    tag,
    summary: 'Approve a registration: the supplier becomes effective and its user may sign in',
    description: 'Needs the edit button of the registration approval list (403 FORBIDDEN).',
    body: { ...decision, properties: { ...(decision.properties as object), comment: str(undefined, 2000) } },
    data: object({ supplierId: int(), supplierStatus: { type: 'string', const: 'EFFECTIVE' } }),
  }),
  reject: routeSchema({
    operationId: 'rejectSupplierRegistration',
    tag,
    summary: 'Reject a registration (a comment is required)',
    body: { ...decision, required: ['supplierId', 'comment'], properties: { ...(decision.properties as object), comment: str(undefined, 2000) } },
    data: object({ supplierId: int(), supplierStatus: { type: 'string', const: 'QUIT' } }),
  }),
};

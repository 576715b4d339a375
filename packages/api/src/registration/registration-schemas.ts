/** Schemas of supplier self-registration (registration-routes.ts). */
import type { JsonSchema } from '../openapi/field-schema.ts';
import { bool, int, nullable, object, routeSchema, str } from '../openapi/route-schema.ts';

const tag = 'Supplier registration';
const proposed = (description: string) =>
  object({ value: str(), confidence: int('0-100: how sure the recogniser is') }, ['value', 'confidence'], { description, additionalProperties: false });
const recognition = object(
  {
    companyName: nullable(proposed('The company name (名称), to confirm')),
    creditCode: nullable(
      object(
        {
          value: str('18 characters'),
          confidence: int('0-100'),
          valid: bool('The check character holds (GB 32100-2015); false: the text as read, to correct'),
          corrected: int('Characters changed from what was read (O as 0, B as 8 ...)'),
        },
        ['value', 'confidence', 'valid', 'corrected'],
        { description: 'The unified social credit code (统一社会信用代码), to confirm' },
      ),
    ),
    legalRepresentative: proposed('法定代表人 / 负责人, when found'),
    registeredCapital: proposed('注册资本 as printed, when found'),
    address: proposed('住所 / 经营场所, when found'),
    text: str('Everything recognised, a line per line'),
    confidence: int('0-100, over the page'),
    elapsedMs: int('Milliseconds the recognition took'),
  },
  ['companyName', 'creditCode', 'text', 'confidence', 'elapsedMs'],
);
const recognitionRefusals =
  'Proposes, fills nothing: the caller shows the values for the person to confirm. 400 IMAGE_TYPE when the bytes are not a gif, jpeg, png or bmp image; 400 VALIDATION on field file (rule.imageTooLarge over 5 MB, rule.imagePixels over 40 megapixels); 503 RECOGNITION_BUSY when several recognitions already wait; 503 RECOGNITION_TIMEOUT when one takes over 30 s. Limited to 10 calls a minute per address.';
const riskEntry = object({ kind: str(), date: nullable(str()), reason: str(), authority: nullable(str()), active: bool() }, [
  'kind',
  'date',
  'reason',
  'authority',
  'active',
]);

const decision = object({ supplierId: int() }, ['supplierId'], { additionalProperties: false });

/** The registrant's own calls: it cannot sign in until approved, so it names itself by what it registered with. */
const credentials = (more: Record<string, JsonSchema> = {}, required: string[] = []) =>
  object({ userName: str('The user name it registered with', 60), password: { type: 'string', maxLength: 128, description: 'Its password' }, ...more }, [
    'userName',
    'password',
    ...required,
  ]);
const registrantRefusals =
  'A wrong user name or password answers 401 LOGIN_FAILED and counts as a failed sign-in (five lock the name for 15 minutes: 429 THROTTLED). Limited to 20 calls a minute per address.';
const registrationAnswer = object(
  {
    supplierId: int(),
    supplierNumber: str(),
    supplierName: str(),
    supplierShortName: nullable(str()),
    supplierType: nullable(str()),
    taxRegistrationNumber: nullable(str()),
    companyPhone: nullable(str()),
    companyRegisteredAddress: nullable(str()),
    contactName: nullable(str()),
    contactEmail: nullable(str()),
    registerStatus: str('POS_REGISTER_STATUS: DRAFT (withdrawn), SUBMITTED, APPROVED or REJECTED'),
    supplierStatus: str(),
  },
  ['supplierId', 'supplierName', 'registerStatus'],
);

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
      'First send an e-mail code with sendEmailCode (purpose REGISTER). A taken supplier or user name answers 400 VALIDATION rule.unique on that field, a unified social credit code (taxRegistrationNumber) of the wrong length, characters or check character rule.creditCodeLength, rule.creditCodeCharset or rule.creditCodeCheckDigit on it; a wrong code 400 EMAIL_CODE.',
    body: object(
      {
        supplierName: str(undefined, 240),
        supplierShortName: str(undefined, 120),
        supplierType: str(undefined, 60),
        taxRegistrationNumber: str('Unified social credit code (统一社会信用代码, 18 characters, GB 32100-2015); spaces and lower case are accepted', 60),
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
  recogniseLicence: routeSchema({
    operationId: 'recogniseSupplierLicence',
    tag,
    summary: 'Read the company name and unified social credit code off a business licence image (multipart)',
    description: `One image in the part \`file\`; no sign-in needed (a company registering has no account yet). ${recognitionRefusals}`,
    multipart: true,
    body: object({ file: { type: 'string', format: 'binary', description: 'The business licence: gif, jpeg, png or bmp, at most 5 MB' } }, ['file']),
    data: recognition,
  }),
  recogniseLicenceFile: routeSchema({
    operationId: 'recogniseSupplierLicenceFile',
    tag,
    summary: 'Read the company name and unified social credit code off an uploaded business licence image',
    description: `The image is a file the caller may download (uploaded with v2/images/upload or attached to their record): 404 FILE_NOT_FOUND otherwise. ${recognitionRefusals}`,
    body: object({ fileId: int() }, ['fileId']),
    data: recognition,
  }),
  enterpriseRisk: routeSchema({
    operationId: 'lookUpEnterpriseRisk',
    tag,
    summary: 'Enterprise risk information of a company by its unified social credit code',
    description:
      'Internal users only (403 FORBIDDEN for suppliers). Answers from the source the deployment connects (EnterpriseRiskLookup in supplier/recognition/risk-lookup.ts); without one, 501 RISK_LOOKUP_NOT_CONFIGURED. A code failing its check answers 400 VALIDATION on creditCode.',
    body: object({ creditCode: str('18 characters', 18) }, ['creditCode']),
    data: nullable(
      object(
        {
          creditCode: str(),
          companyName: str(),
          registrationStatus: str(),
          legalRepresentative: nullable(str()),
          registeredCapital: nullable({ type: 'number' }),
          capitalCurrency: nullable(str()),
          establishedOn: nullable(str()),
          abnormalOperations: { type: 'array', items: riskEntry },
          seriousViolations: { type: 'array', items: riskEntry },
          administrativePenalties: { type: 'array', items: riskEntry },
          dishonestDebtors: { type: 'array', items: riskEntry },
          source: str(),
          checkedAt: str(),
        },
        ['creditCode', 'companyName', 'registrationStatus', 'source', 'checkedAt'],
      ),
    ),
  }),
  approve: routeSchema({
    operationId: 'approveSupplierRegistration',
    tag,
    summary: 'Approve a registration: the supplier becomes effective and its user may sign in',
    description: 'Needs the edit button of the registration approval list (403 FORBIDDEN).',
    body: { ...decision, properties: { ...(decision.properties as object), comment: str(undefined, 2000) } },
    data: object({ supplierId: int(), supplierStatus: { type: 'string', const: 'POTENTIAL' } }),
  }),
  reject: routeSchema({
    operationId: 'rejectSupplierRegistration',
    tag,
    summary: 'Reject a registration (a comment is required)',
    body: { ...decision, required: ['supplierId', 'comment'], properties: { ...(decision.properties as object), comment: str(undefined, 2000) } },
    data: object({ supplierId: int(), supplierStatus: { type: 'string', const: 'QUIT' } }),
  }),
  myRegistration: routeSchema({
    operationId: 'readOwnSupplierRegistration',
    tag,
    summary: 'The registrant reads its registration and where it stands, by the user name and password it registered with',
    description: `${registrantRefusals} Answers 404 NOT_FOUND for a user whose supplier did not register itself.`,
    body: credentials(),
    data: registrationAnswer,
  }),
  withdraw: routeSchema({
    operationId: 'withdrawSupplierRegistration',
    tag,
    summary: 'The registrant withdraws its registration while it waits for approval: back to DRAFT, the approvers’ to-dos closed',
    description: `${registrantRefusals} Only a SUBMITTED registration (409 TRANSITION_REFUSED naming its state).`,
    body: credentials({ reason: str('Why, kept in the record’s history', 2000) }),
    data: registrationAnswer,
  }),
  resubmit: routeSchema({
    operationId: 'resubmitSupplierRegistration',
    tag,
    summary: 'The registrant submits its withdrawn registration again, corrected: SUBMITTED, with new to-dos for the approvers',
    description: `${registrantRefusals} Only a DRAFT (withdrawn) registration (409 TRANSITION_REFUSED). Checked as a registration is (rule.unique on supplierName, the credit code rules on taxRegistrationNumber), and as any save of the record (rule.telephone on companyPhone ...). The verified e-mail stays.`,
    body: credentials(
      {
        supplierName: str(undefined, 240),
        supplierShortName: str(undefined, 120),
        supplierType: str(undefined, 60),
        taxRegistrationNumber: str('Unified social credit code (统一社会信用代码)', 60),
        companyPhone: str(undefined, 40),
        companyRegisteredAddress: str(undefined, 500),
        contactName: str(undefined, 120),
      },
      ['supplierName', 'contactName'],
    ),
    data: registrationAnswer,
  }),
};

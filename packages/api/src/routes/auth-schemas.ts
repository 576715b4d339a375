/** Schemas of the sign-in and password routes (auth-routes.ts). */
import { int, nullable, object, routeSchema, str } from '../openapi/route-schema.ts';

const tag = 'Sign-in';
const password = (description: string) => ({ type: 'string', maxLength: 128, description });
const strong = password('At least 8 characters with upper and lower case letters, a digit and a symbol; else 400 VALIDATION rule.password');
const purpose = {
  type: 'string',
  enum: ['FORGET', 'REGISTER'],
  default: 'FORGET',
  description: 'FORGET (a signed-up user) or REGISTER (supplier registration)',
};
const responsibility = object({ respId: int(), respCode: str(), respName: str(), userType: str() }, ['respId'], { additionalProperties: true });

export const currentUserSchema = object(
  {
    userId: int(),
    userName: str(),
    userFullName: nullable(str()),
    userType: str('IN: internal user, EX: supplier user'),
    supplierId: nullable(int()),
    supplierName: nullable(str()),
    orgId: nullable(int()),
    orgNumber: nullable(str()),
    email: nullable(str()),
    language: nullable(str()),
    adminFlag: { type: 'string', enum: ['Y', 'N'] },
    responsibilities: { type: 'array', items: responsibility },
    currentRespId: nullable(int('The responsibility calls work under')),
  },
  ['userId', 'userName', 'responsibilities'],
  { additionalProperties: true },
);

export const authSchemas = {
  captcha: routeSchema({
    operationId: 'randomValidateCode',
    tag,
    summary: 'A picture code for login',
    data: object({ captchaToken: str('Send back with login'), image: str('data:image/svg+xml;base64,...') }, ['captchaToken', 'image']),
  }),
  login: routeSchema({
    operationId: 'login',
    tag,
    summary: 'Sign in',
    description:
      'Answers the session token as `authorizationCode`: send it in `authorization` and sign every later call with it. 400 CAPTCHA, 401 LOGIN_FAILED, 403 USER_DISABLED, 429 THROTTLED after repeated failures.',
    body: object({ userName: str(undefined, 60), password: password('The password'), captchaToken: str(), captchaCode: str('The characters of the picture') }, [
      'userName',
      'password',
      'captchaToken',
      'captchaCode',
    ]),
    data: { allOf: [currentUserSchema, object({ authorizationCode: str('The session token') }, ['authorizationCode'])] },
  }),
  logout: routeSchema({
    operationId: 'logout',
    tag,
    summary: 'Sign out (ends the session)',
    description: '403 SESSION_ONLY for an OAuth app, whose token is no portal session.',
    data: { type: 'null' },
  }),
  currentUser: routeSchema({ operationId: 'currentUser', tag, summary: 'The signed-in user and their responsibilities', data: currentUserSchema }),
  switchResponsibility: routeSchema({
    operationId: 'switchResponsibility',
    tag,
    summary: "Work under another of the user's responsibilities",
    description: '403 RESP_NOT_ASSIGNED when the user does not hold it; 403 SESSION_ONLY for an OAuth app, whose token is no portal session.',
    body: object({ respId: int() }, ['respId']),
    data: object({ currentRespId: int() }, ['currentRespId']),
  }),
  changePassword: routeSchema({
    operationId: 'changePassword',
    tag,
    summary: "Change one's own password",
    body: object({ oldPassword: password('The current password (400 OLD_PASSWORD if wrong)'), newPassword: strong }, ['oldPassword', 'newPassword']),
    data: { type: 'null' },
  }),
  adminResetPassword: routeSchema({
    operationId: 'adminResetPassword',
    tag,
    summary: "Set a user's password (administrators); ends their sessions",
    body: object({ userId: int(), newPassword: strong }, ['userId', 'newPassword']),
    data: { type: 'null' },
  }),
  sendEmailCode: routeSchema({
    operationId: 'sendEmailCode',
    tag,
    summary: 'E-mail a six-digit code, valid 10 minutes',
    description: 'For FORGET the address must belong to an enabled user (404 EMAIL_UNKNOWN).',
    body: object({ email: str(undefined, 240), purpose }, ['email']),
    data: { type: 'null' },
  }),
  checkEmailCode: routeSchema({
    operationId: 'checkEmailCode',
    tag,
    summary: 'Check an e-mailed code without using it up',
    body: object({ email: str(), purpose, code: str('The six digits (400 EMAIL_CODE if wrong or expired)') }, ['email', 'code']),
    data: { type: 'null' },
  }),
  resetPasswordByEmail: routeSchema({
    operationId: 'resetPasswordByEmail',
    tag,
    summary: 'Set a new password with an e-mailed code',
    body: object({ email: str(), code: str(), newPassword: strong }, ['email', 'code', 'newPassword']),
    data: { type: 'null' },
  }),
};

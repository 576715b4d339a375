/** @srm/client: a typed client of the SRM platform's REST API (README.md). */
export { createSrmClient, type AnswerOf, type BodyOf, type FiltersOf, type ListPath, type RowOf, type SrmClient, type SrmClientOptions } from './client.ts';
export { type ErrorCode, type ErrorEnvelope, type FieldError, isErrorEnvelope, SrmError, SrmTransportError } from './errors.ts';
export { type ClientCredentials, OAuthError, TokenSource } from './oauth.ts';
export type { components, operations, paths } from './generated/openapi.d.ts';

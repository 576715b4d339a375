/**
 * Audit fields that hold a user id, and the property of every answered row that
 * names that user (full name, resolved by the server). Rows sent back with these
 * names are accepted: the names are answer-only, like the audit fields.
 */
export const PERSON_NAMES = { createdBy: 'createdByName', lastUpdatedBy: 'lastUpdatedByName' } as const;

export const PERSON_NAME_FIELDS: readonly string[] = Object.values(PERSON_NAMES);

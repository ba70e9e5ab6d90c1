// Ids of rows in the self-hosted server's database are uuids; anything else cannot name a row.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A uuid in its usual 8-4-4-4-12 hex form, either case (no braces, no spaces). */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** A uuid as PostgreSQL writes it: lower-case hex. */
export function isLowerCaseUuid(value: string): boolean {
  return isUuid(value) && value === value.toLowerCase();
}

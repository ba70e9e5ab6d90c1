// What the NGO endpoints accept beyond the domain's schemas (src/domain/ngo-request-input.ts,
// ngo-approval-input.ts): how large a body may be before it is read.

/** Larger bodies are refused before parsing: the capped fields never need more. */
export const NGO_BODY_MAX_BYTES = 32 * 1024;

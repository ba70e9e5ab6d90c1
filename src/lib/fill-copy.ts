// Screen text ({placeholders} in copy.ts and copy/<area>.ts) is filled like the message
// catalogue: one filler for both.
export { fillPlaceholders as fillCopy } from '@/domain/placeholders';

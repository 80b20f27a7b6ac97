import { fieldError, findUnstorableText } from '@parcelflow/contract';

/**
 * Refuses, before any schema reads it, a request value holding text PostgreSQL cannot store (U+0000, an unpaired
 * surrogate): 400 {field, reason: 'invalidCharacter'} naming its path, for every command, never a database error.
 */
export function refuseUnstorableText(value: unknown, prefix = ''): void {
  const path = findUnstorableText(value);
  if (path !== undefined) throw fieldError([prefix, path].filter(Boolean).join('.') || 'body', 'invalidCharacter');
}

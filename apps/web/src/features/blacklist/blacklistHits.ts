import type { TFunction } from 'i18next';
import type { BlacklistHit } from '@parcelflow/contract';

/**
 * What a saved order's blacklist holds and warnings say, one line naming each field and entry; undefined when there
 * were none. A hold is said as a warning that the order waits to be corrected.
 */
export function describeBlacklistHits(hits: readonly BlacklistHit[], t: TFunction): string | undefined {
  if (!hits.length) return undefined;
  const listed = hits.map((hit) => t('blacklist.hits.hit', { field: t(`blacklist.field.${hit.fieldKey}`), entry: hit.entry })).join(t('blacklist.hits.separator'));
  return t(hits.some((hit) => hit.action === 'hold') ? 'blacklist.hits.held' : 'blacklist.hits.warned', { hits: listed });
}

import type { Db } from '../../db/client.ts';
import { loadRateCards } from '../rateCard/index.ts';
import { compileRateCard, type CompiledRateCard } from './engine/index.ts';

/** A card as pricing uses it: compiled once per version, and whether the public pages may show it. */
export type PricingCard = { card: CompiledRateCard; public: boolean };

/** Compiled cards by id and version: a saved card bumps its version, so every server copy prices its latest text. */
const compiled = new Map<number, { version: number } & PricingCard>();
/** Enough for every card in force of many carriers; the oldest entries go first beyond it. */
const CACHE_CARDS = 5000;

/** The cards of these ids and versions, compiled; only the ones missing or changed are read. */
export async function compiledCards(db: Db, refs: readonly { id: number; version: number }[]): Promise<Map<number, PricingCard>> {
  const stale = refs.filter((ref) => compiled.get(ref.id)?.version !== ref.version).map((ref) => ref.id);
  if (stale.length) {
    for (const view of await loadRateCards(db, stale)) {
      const version = refs.find((ref) => ref.id === view.id)?.version ?? 0;
      compiled.delete(view.id);
      compiled.set(view.id, { version, card: compileRateCard(view), public: view.public });
    }
    for (const id of compiled.keys()) {
      if (compiled.size <= CACHE_CARDS) break;
      compiled.delete(id);
    }
  }
  return new Map(refs.flatMap((ref) => {
    const entry = compiled.get(ref.id);
    return entry ? [[ref.id, entry] as const] : [];
  }));
}

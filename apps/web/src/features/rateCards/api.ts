import { deleteRateCard, getOrderRuleFormOptions, getPriceLevelOptions, getRateCard, listRateCards, saveRateCard } from '@parcelflow/contract';
import { useCommandMutation, useCommandQuery } from '../../app/command.ts';

/** The company's channels, as the order rule form offers them; silent: a card still opens without them. */
export const useChannelOptions = () => useCommandQuery(getOrderRuleFormOptions, {}, { staleTime: 5 * 60_000, silent: true });

/** The price levels a selling card may belong to; silent: the card still opens without them. */
export const useLevelOptions = () => useCommandQuery(getPriceLevelOptions, {}, { silent: true });

export const useRateCard = (id: number) => useCommandQuery(getRateCard, { id }, { enabled: id > 0 });
export const useSaveRateCard = () => useCommandMutation(saveRateCard, [listRateCards, getRateCard]);
export const useDeleteRateCard = () => useCommandMutation(deleteRateCard, [listRateCards]);

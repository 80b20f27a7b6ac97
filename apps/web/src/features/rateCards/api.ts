import { deleteRateCard, getOrderRuleFormOptions, getRateCard, listRateCards, saveRateCard } from '@parcelflow/contract';
import { useCommandMutation, useCommandQuery } from '../../app/command.ts';

/** The company's channels, as the order rule form offers them; silent: a card still opens without them. */
export const useChannelOptions = () => useCommandQuery(getOrderRuleFormOptions, {}, { staleTime: 5 * 60_000, silent: true });

export const useRateCard = (id: number) => useCommandQuery(getRateCard, { id }, { enabled: id > 0 });
export const useSaveRateCard = () => useCommandMutation(saveRateCard, [listRateCards, getRateCard]);
export const useDeleteRateCard = () => useCommandMutation(deleteRateCard, [listRateCards]);

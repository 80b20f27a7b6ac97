import { createOrder, updateOrder, type CommandOutput } from '@parcelflow/contract';
import { useOrderChange } from '../api.ts';

export type SavedOrder = CommandOutput<typeof createOrder>;

export const useCreateOrder = () => useOrderChange(createOrder);
export const useUpdateOrder = () => useOrderChange(updateOrder);

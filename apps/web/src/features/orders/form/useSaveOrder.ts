import type { CreateOrderInput, UpdateOrderInput } from '@parcelflow/contract';
import { useOrderMutation } from '../api.ts';

export type SavedOrder = { id: number; orderNo: string };

export const useCreateOrder = () => useOrderMutation<CreateOrderInput, SavedOrder>('createOrder');
export const useUpdateOrder = () => useOrderMutation<UpdateOrderInput, { id: number; version: number }>('updateOrder');

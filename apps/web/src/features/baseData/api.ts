import { baseDataOptions, deleteBaseData, listBaseData } from '@parcelflow/contract';
import { useCommandMutation } from '../../app/command.ts';

/** Deleting a value changes the list and the choices the order forms offer. */
export const useDeleteBaseData = () => useCommandMutation(deleteBaseData, [listBaseData, baseDataOptions]);

import { deleteSku, listSkus } from '@parcelflow/contract';
import { useCommandMutation } from '../../app/command.ts';

export const useDeleteSku = () => useCommandMutation(deleteSku, [listSkus]);

import { deleteRemoteArea, listRemoteAreas } from '@parcelflow/contract';
import { useCommandMutation } from '../../app/command.ts';

export const useDeleteRemoteArea = () => useCommandMutation(deleteRemoteArea, [listRemoteAreas]);

import { deleteDestination, listDestinations } from '@parcelflow/contract';
import { useCommandMutation } from '../../app/command.ts';

export const useDeleteDestination = () => useCommandMutation(deleteDestination, [listDestinations]);

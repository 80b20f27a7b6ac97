import { deleteSubject, listSubjects } from '@parcelflow/contract';
import { useCommandMutation } from '../../app/command.ts';

export const useDeleteSubject = () => useCommandMutation(deleteSubject, [listSubjects]);

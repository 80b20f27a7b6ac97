import { deleteEnglishNameRule, listEnglishNameRules } from '@parcelflow/contract';
import { useCommandMutation } from '../../app/command.ts';

export const useDeleteEnglishNameRule = () => useCommandMutation(deleteEnglishNameRule, [listEnglishNameRules]);

import { deleteCityAbbreviation, listCityAbbreviations } from '@parcelflow/contract';
import { useCommandMutation } from '../../app/command.ts';

export const useDeleteCityAbbreviation = () => useCommandMutation(deleteCityAbbreviation, [listCityAbbreviations]);

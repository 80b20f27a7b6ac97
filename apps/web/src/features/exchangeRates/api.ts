import { useMutation } from '@tanstack/react-query';
import { convertAmount, deleteExchangeRate, listExchangeRates, type CommandInput } from '@parcelflow/contract';
import { runCommand, useCommandMutation } from '../../app/command.ts';

export const useDeleteExchangeRate = () => useCommandMutation(deleteExchangeRate, [listExchangeRates]);

/** Silent: the converter says "no rate in force that day" itself rather than the general hint. */
export const useConvertAmount = () => useMutation({ mutationFn: (input: CommandInput<typeof convertAmount>) => runCommand(convertAmount, input, { silent: true }) });

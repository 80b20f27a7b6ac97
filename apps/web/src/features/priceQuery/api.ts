import { useMutation } from '@tanstack/react-query';
import { freightTrial, queryOwnPrices, type CommandInput } from '@parcelflow/contract';
import { runCommand } from '../../app/command.ts';

/** Staff price a shipment on every channel (or those named), for a customer or at cost. */
export const useFreightTrial = () => useMutation({ mutationFn: (input: CommandInput<typeof freightTrial>) => runCommand(freightTrial, input) });

/** A customer's login or a cargo owner prices its own shipment, across its partner carriers when it names none. */
export const useQueryOwnPrices = () => useMutation({ mutationFn: (input: CommandInput<typeof queryOwnPrices>) => runCommand(queryOwnPrices, input) });

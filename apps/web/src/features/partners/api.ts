import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dissolvePartnership, listPartners, type CommandInput } from '@parcelflow/contract';
import { commandKeyOf, runCommand } from '../../app/command.ts';

/** A cooperation starting or ending also changes which carriers the order form's autocompletes offer, so both reload. */
export function useReloadPartners() {
  const queryClient = useQueryClient();
  return () => Promise.all([commandKeyOf(listPartners), ['comboBox']].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

export function useDissolvePartnership() {
  const reloadPartners = useReloadPartners();
  return useMutation({ mutationFn: (input: CommandInput<typeof dissolvePartnership>) => runCommand(dissolvePartnership, input), onSuccess: reloadPartners });
}

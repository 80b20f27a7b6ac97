import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { DEFAULT_VERSION, type CommandDeclaration, type CommandInput, type CommandOutput } from '@parcelflow/contract';
import { callCommand, type CallOptions } from './envelope.ts';

/** Calls a declared command: its name, version, input and answer all come from the contract. */
export function runCommand<D extends CommandDeclaration>(declaration: D, input: CommandInput<D>, options?: CallOptions): Promise<CommandOutput<D>> {
  const version = declaration.version === DEFAULT_VERSION ? undefined : declaration.version;
  const callOptions = version || options ? { ...options, version } : undefined;
  return callOptions
    ? callCommand<CommandOutput<D>>(declaration.service, declaration.command, input, callOptions)
    : callCommand<CommandOutput<D>>(declaration.service, declaration.command, input);
}

/** The query key of a command's answers: invalidating `commandKeyOf(d)` reloads every answer of it. */
export const commandKeyOf = (declaration: CommandDeclaration, input?: unknown): QueryKey =>
  input === undefined ? [declaration.service, declaration.command] : [declaration.service, declaration.command, input];

type QueryOptions = { enabled?: boolean; keepPrevious?: boolean; staleTime?: number; refetchInterval?: number | false; retry?: boolean | number; silent?: boolean };

/** A query bound to a declared command (a list, a detail, the options of a select). */
export function useCommandQuery<D extends CommandDeclaration>(declaration: D, input: CommandInput<D>, options: QueryOptions = {}) {
  const { keepPrevious, silent, ...rest } = options;
  return useQuery({
    queryKey: commandKeyOf(declaration, input),
    queryFn: () => runCommand(declaration, input, silent ? { silent } : undefined),
    placeholderData: keepPrevious ? keepPreviousData : undefined,
    ...rest,
  });
}

/** A change bound to a declared command; on success the answers of `invalidates` reload. */
export function useCommandMutation<D extends CommandDeclaration>(declaration: D, invalidates: readonly CommandDeclaration[] = []) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CommandInput<D>) => runCommand(declaration, input),
    onSuccess: () => Promise.all(invalidates.map((other) => queryClient.invalidateQueries({ queryKey: commandKeyOf(other) }))),
  });
}

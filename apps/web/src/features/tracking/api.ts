import { queryTracking } from '@parcelflow/contract';
import { useMutation } from '@tanstack/react-query';
import { runCommand } from '../../app/command.ts';

export const useQueryTracking = () => useMutation({ mutationFn: (numbers: string) => runCommand(queryTracking, { numbers }) });

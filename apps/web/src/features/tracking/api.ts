import { addTrackingEvent, getHomeStats, publicTracking, queryTracking } from '@parcelflow/contract';
import { useMutation } from '@tanstack/react-query';
import { runCommand, useCommandMutation } from '../../app/command.ts';

export const useQueryTracking = () => useMutation({ mutationFn: (numbers: string) => runCommand(queryTracking, { numbers }) });

export const usePublicTracking = () => useMutation({ mutationFn: (numbers: string) => runCommand(publicTracking, { numbers }) });

export const useAddTrackingEvent = () => useCommandMutation(addTrackingEvent, [getHomeStats]);

import { useQuery } from '@tanstack/react-query';
import { cancelTask, listMyTasks, terminateTask, type TaskView } from '@parcelflow/contract';
import { commandKeyOf, runCommand, useCommandMutation } from '../../app/command.ts';
import { useSession } from '../../app/useSession.ts';

const ACTIVE: readonly TaskView['status'][] = ['waiting', 'running'];

export const isActive = (task: TaskView) => ACTIVE.includes(task.status);

export const TASK_STATUS_COLOURS: Record<TaskView['status'], string> = {
  waiting: 'default', running: 'processing', succeeded: 'success', failed: 'error', cancelled: 'default', terminated: 'warning',
};

/** The caller's recent tasks: every second while one is under way, else every half minute. */
export function useMyTasks() {
  const session = useSession();
  return useQuery({
    // Another login's tasks are another answer: the token keeps them apart.
    queryKey: [...commandKeyOf(listMyTasks, {}), session?.token],
    queryFn: async () => (await runCommand(listMyTasks, {}, { silent: true })).tasks,
    enabled: Boolean(session),
    refetchInterval: (query) => (query.state.data?.some(isActive) ? 1000 : 30_000),
  });
}

export const useCancelTask = () => useCommandMutation(cancelTask, [listMyTasks]);
export const useTerminateTask = () => useCommandMutation(terminateTask, [listMyTasks]);

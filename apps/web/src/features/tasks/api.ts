import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListMyTasksOutput, TaskView } from '@parcelflow/contract';
import { callCommand } from '../../app/envelope.ts';
import { useSession } from '../../app/useSession.ts';

export const TASKS_KEY = ['myTasks'] as const;
const ACTIVE: readonly TaskView['status'][] = ['waiting', 'running'];

export const isActive = (task: TaskView) => ACTIVE.includes(task.status);

export const TASK_STATUS_COLOURS: Record<TaskView['status'], string> = {
  waiting: 'default', running: 'processing', succeeded: 'success', failed: 'error', cancelled: 'default', terminated: 'warning',
};

/** The caller's recent tasks: every second while one is under way, else every half minute. */
export function useMyTasks() {
  const session = useSession();
  return useQuery({
    queryKey: [...TASKS_KEY, session?.token],
    queryFn: async () => (await callCommand<ListMyTasksOutput>('main', 'listMyTasks', {}, { silent: true })).tasks,
    enabled: Boolean(session),
    refetchInterval: (query) => (query.state.data?.some(isActive) ? 1000 : 30_000),
  });
}

function useTaskMutation(command: 'cancelTask' | 'terminateTask') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (taskId: number) => callCommand('main', command, { taskId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TASKS_KEY }),
  });
}

export const useCancelTask = () => useTaskMutation('cancelTask');
export const useTerminateTask = () => useTaskMutation('terminateTask');

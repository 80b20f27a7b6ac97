import { useEffect, useEffectEvent, useRef } from 'react';
import type { TaskStatus, TaskView } from '@parcelflow/contract';
import { isActive } from './api.ts';

export type TaskWatchHandlers = {
  /** A task the box had not seen under way is waiting or running. */
  started: () => void;
  /** A task ended since the last look (also one started and ended between two looks). */
  ended: (task: TaskView) => void;
  /** Nothing is under way any more. */
  allEnded: () => void;
  /** Nothing was under way at the first look (sign-in, or a reload). */
  idle: () => void;
};

const wasActive = (status: TaskStatus | undefined) => status === 'waiting' || status === 'running';

/**
 * Compares each answer of the user's tasks with the one before: what started, what ended, whether anything is
 * still under way. The first answer only settles the box (nothing is reported of tasks that ended before).
 */
export function useTaskWatch(tasks: TaskView[] | undefined, ready: boolean, handlers: TaskWatchHandlers) {
  const seen = useRef<Map<number, TaskStatus> | undefined>(undefined);
  // Reads the handlers of the latest render without making them a reason to compare again.
  const compare = useEffectEvent((current: TaskView[]) => {
    const before = seen.current;
    seen.current = new Map(current.map((task) => [task.id, task.status]));
    const active = current.filter(isActive);
    if (!before) {
      if (!active.length) handlers.idle();
      return;
    }
    if (active.some((task) => !wasActive(before.get(task.id)))) handlers.started();
    const ended = current.filter((task) => !isActive(task) && (!before.has(task.id) || wasActive(before.get(task.id))));
    ended.forEach(handlers.ended);
    if (ended.length && !active.length) handlers.allEnded();
  });
  useEffect(() => {
    if (tasks && ready) compare(tasks);
  }, [tasks, ready]);
}

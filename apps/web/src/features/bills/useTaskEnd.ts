import { useCallback, useEffect, useRef } from 'react';
import type { TaskView } from '@parcelflow/contract';
import { isActive, useMyTasks } from '../tasks/api.ts';

/**
 * Follows tasks this page started until each ends (the user's tasks are asked for again when one starts, then every
 * second while one is under way), and hands each ended task to `onEnd` once: the page reloads what it changed.
 */
export function useTaskEnd(onEnd: (task: TaskView) => void): (task: TaskView) => void {
  const watched = useRef(new Set<number>());
  const latest = useRef<TaskView[] | undefined>(undefined);
  const handler = useRef(onEnd);
  const settle = useCallback(() => {
    for (const task of latest.current ?? []) {
      if (!watched.current.has(task.id) || isActive(task)) continue;
      watched.current.delete(task.id);
      handler.current(task);
    }
  }, []);
  const tasks = useMyTasks().data;
  useEffect(() => {
    handler.current = onEnd;
  });
  useEffect(() => {
    latest.current = tasks;
    settle();
  }, [tasks, settle]);
  return useCallback((task: TaskView) => {
    watched.current.add(task.id);
    // The tasks may already tell its end: they were asked for again before the start was answered here.
    settle();
  }, [settle]);
}

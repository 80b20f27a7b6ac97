import { declareCommand } from '../command.ts';
import { listMyTasksInput, listMyTasksOutput, taskIdInput, taskView } from './task.ts';

/** The progress box: the caller's background tasks (docs/tasks.md). */
export const listMyTasks = declareCommand({
  service: 'main', command: 'listMyTasks', permission: 'session', input: listMyTasksInput, output: listMyTasksOutput,
  summary: "The caller's recent background tasks with their progress, newest first (the progress box).",
});

export const cancelTask = declareCommand({
  service: 'main', command: 'cancelTask', permission: 'session', input: taskIdInput, output: taskView,
  summary: 'Cancel one of the caller\'s tasks: a waiting one at once, a running one at its next progress report.',
});

export const terminateTask = declareCommand({
  service: 'main', command: 'terminateTask', permission: 'session', input: taskIdInput, output: taskView,
  summary: "Forcibly end one of the caller's tasks: terminated at once, and nothing its handler does later lands.",
});

export const taskDeclarations = [listMyTasks, cancelTask, terminateTask];

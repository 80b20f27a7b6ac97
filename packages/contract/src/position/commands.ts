import { z } from 'zod';
import { declareCommand, emptyInput, emptyOutput } from '../command.ts';
import {
  deletePositionInput, getPositionRightsInput, positionRights, positionSummary, restorePositionDefaultInput, savePositionInput, savePositionRightsInput,
} from './position.ts';

/** systemManagent/authorityManagement: the company's positions and the menus and functions each grants. */
export const listPositions = declareCommand({
  service: 'main', command: 'listPositions', permission: 'position.view', input: emptyInput, output: z.array(positionSummary),
  summary: "The company's positions with their kind, role and how many users hold each.",
});

export const getPositionRights = declareCommand({
  service: 'main', command: 'getPositionRights', permission: 'position.view', input: getPositionRightsInput, output: positionRights,
  summary: "A position's visible and usable settings for every menu and function button the company can grant.",
});

export const savePositionRights = declareCommand({
  service: 'main', command: 'savePositionRights', permission: 'position.edit', input: savePositionRightsInput, output: positionRights,
  summary: "Replace a position's menu and function rights; its users hold the new rights at their next request.",
});

export const restorePositionDefault = declareCommand({
  service: 'main', command: 'restorePositionDefault', permission: 'position.edit', input: restorePositionDefaultInput, output: positionRights,
  summary: "Put a default position's rights back to those of its named role.",
});

export const savePosition = declareCommand({
  service: 'main', command: 'savePosition', permission: 'position.edit', input: savePositionInput, output: z.object({ id: z.number() }),
  summary: 'Create a position (no id) or rename it and change its kind; names are unique in the company.',
});

export const deletePosition = declareCommand({
  service: 'main', command: 'deletePosition', permission: 'position.edit', input: deletePositionInput, output: emptyOutput,
  summary: 'Delete a position no user or staff record holds; the log keeps the rights it granted.',
});

export const positionDeclarations = [listPositions, getPositionRights, savePositionRights, restorePositionDefault, savePosition, deletePosition];

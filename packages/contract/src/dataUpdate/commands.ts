import { z } from 'zod';
import { declareCommand, emptyOutput } from '../command.ts';
import { dataSwitches, dataUpdateView } from './dataUpdate.ts';

export const getDataUpdate = declareCommand({
  service: 'main', command: 'getDataUpdate', permission: 'dataUpdate.view', input: z.object({}), output: dataUpdateView,
  summary: "The company's reference data sets with their row counts and last change (when, by whom), and its data-update switches.",
});

export const saveDataSwitches = declareCommand({
  service: 'main', command: 'saveDataSwitches', permission: 'dataUpdate.edit', input: dataSwitches, output: emptyOutput,
  summary: "Switch the company's data-update functions on or off: the postcode check of the receiver's city (40002) and the blacklist check of orders.",
});

export const dataUpdateDeclarations = [getDataUpdate, saveDataSwitches];

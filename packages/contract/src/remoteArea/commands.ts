import { z } from 'zod';
import { declareCommand, emptyOutput, pageOf } from '../command.ts';
import { declareTableCommands } from '../tableImport/commands.ts';
import { listRemoteAreasInput, remoteAreaFilter, remoteAreaIdInput, remoteAreaTable, remoteAreaView, saveRemoteAreaInput } from './remoteArea.ts';

/** Dataquery/remotedata: the carrier's remote postcodes, ranges and cities; orders to them are marked with the class. */
export const listRemoteAreas = declareCommand({
  service: 'main', command: 'listRemoteAreas', permission: 'remoteArea.view', input: listRemoteAreasInput, output: pageOf(remoteAreaView),
  summary: "One page of the company's remote areas by country, channel and place, after the filters (channel or every channel, country, class, postcode or city).",
});

export const saveRemoteArea = declareCommand({
  service: 'main', command: 'saveRemoteArea', permission: 'remoteArea.edit', input: saveRemoteAreaInput, output: z.object({ id: z.number() }),
  summary: 'Add a remote area (no id) or change one: a postcode rule or a city of a country, for a channel or every channel, unique per channel, country and place.',
});

export const deleteRemoteArea = declareCommand({
  service: 'main', command: 'deleteRemoteArea', permission: 'remoteArea.edit', input: remoteAreaIdInput, output: emptyOutput,
  summary: 'Delete a remote area of the company; orders already marked keep their mark.',
});

export const remoteAreaExcel = declareTableCommands(remoteAreaTable, {
  service: 'main', template: 'downloadRemoteAreaTemplate', import: 'startRemoteAreaImport', export: 'startRemoteAreaExport', view: 'remoteArea.view', edit: 'remoteArea.edit',
}, remoteAreaFilter);

export const remoteAreaDeclarations = [
  listRemoteAreas, saveRemoteArea, deleteRemoteArea, remoteAreaExcel.downloadTemplate, remoteAreaExcel.startImport, remoteAreaExcel.startExport,
];

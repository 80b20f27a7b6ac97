import { z } from 'zod';
import { declareCommand, emptyOutput, pageOf } from '../command.ts';
import { channelIdInput, channelView, listChannelsInput, saveChannelInput, setChannelEnabledInput } from './channel.ts';

/** enterpriseManagement/transportChannel: the carrier's transport channels. */
export const listChannels = declareCommand({
  service: 'main', command: 'listChannels', permission: 'channel.view', input: listChannelsInput, output: pageOf(channelView),
  summary: "One page of the company's transport channels by code, after the filters (keyword, class, business type, enabled, destination country).",
});

export const saveChannel = declareCommand({
  service: 'main', command: 'saveChannel', permission: 'channel.edit', input: saveChannelInput, output: z.object({ id: z.number() }),
  summary: 'Create a transport channel (no id) or change one; codes are unique in the company (20038).',
});

export const setChannelEnabled = declareCommand({
  service: 'main', command: 'setChannelEnabled', permission: 'channel.edit', input: setChannelEnabledInput, output: emptyOutput,
  summary: 'Enable or disable a transport channel; a disabled one takes no new orders and leaves the order forms.',
});

export const deleteChannel = declareCommand({
  service: 'main', command: 'deleteChannel', permission: 'channel.edit', input: channelIdInput, output: emptyOutput,
  summary: 'Delete a transport channel nothing uses; one used by orders, number segments, agreements or order rules answers 400 inUse (disable it instead).',
});

export const channelDeclarations = [listChannels, saveChannel, setChannelEnabled, deleteChannel];

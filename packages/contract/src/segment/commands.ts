import { z } from 'zod';
import { declareCommand, emptyInput, emptyOutput } from '../command.ts';
import { saveSegmentInput, segmentChannel, segmentIdInput, segmentView, setSegmentEnabledInput } from '../order/segment.ts';

/** settings/numberSegment: the ranges of waybill numbers the channels draw from at audit. */
export const listSegmentChannels = declareCommand({
  service: 'main', command: 'listSegmentChannels', permission: 'segment.view', input: emptyInput, output: z.array(segmentChannel),
  summary: "The company's transport channels a segment may belong to (id, code, names).",
});

export const listSegments = declareCommand({
  service: 'main', command: 'listSegments', permission: 'segment.view', input: emptyInput, output: z.array(segmentView),
  summary: "The company's number segments with their usage and whether each is running low.",
});

export const saveSegment = declareCommand({
  service: 'main', command: 'saveSegment', permission: 'segment.edit', input: saveSegmentInput, output: z.object({ id: z.number() }),
  summary: "Create a number segment (no id) or change one; ranges of a channel's type never overlap.",
});

export const setSegmentEnabled = declareCommand({
  service: 'main', command: 'setSegmentEnabled', permission: 'segment.edit', input: setSegmentEnabledInput, output: emptyOutput,
  summary: 'Enable or disable a number segment; a disabled one gives no numbers.',
});

export const deleteSegment = declareCommand({
  service: 'main', command: 'deleteSegment', permission: 'segment.edit', input: segmentIdInput, output: emptyOutput,
  summary: 'Delete a number segment no number was given from.',
});

export const segmentDeclarations = [listSegmentChannels, listSegments, saveSegment, setSegmentEnabled, deleteSegment];

export { segmentCommands } from './segment.commands.ts';
export { drawWaybillNumbers, type ChannelNumbers } from './segment.draw-many.ts';
export { listSegments } from './segment.queries.ts';

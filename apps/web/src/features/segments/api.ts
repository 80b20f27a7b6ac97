import { deleteSegment, getHomeStats, listSegmentChannels, listSegments, setSegmentEnabled, type CommandDeclaration } from '@parcelflow/contract';
import { useCommandMutation, useCommandQuery } from '../../app/command.ts';

export const useSegments = () => useCommandQuery(listSegments, {});

export const useSegmentChannels = () => useCommandQuery(listSegmentChannels, {});

/** A segment's change reloads the segments and the home page's low-segment notice. */
export const reloadedBySegmentChange: readonly CommandDeclaration[] = [listSegments, getHomeStats];

export const useSetSegmentEnabled = () => useCommandMutation(setSegmentEnabled, reloadedBySegmentChange);
export const useDeleteSegment = () => useCommandMutation(deleteSegment, reloadedBySegmentChange);

import type { TFunction } from 'i18next';
import { DEFAULT_GROUP_NAME } from '@parcelflow/contract';
import { groupName } from '../customerGroups/groupName.ts';

/** A group as the level's answers name it (no default flag there): the default group by its stored name, translated. */
export const groupLabel = (t: TFunction, name: string) => groupName(t, { name, isDefault: name === DEFAULT_GROUP_NAME });

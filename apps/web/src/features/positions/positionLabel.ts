import type { TFunction } from 'i18next';
import { ROLE_KEYS, type RoleKey } from '@parcelflow/contract';

/** A default position keeps its role key as its name until renamed, and reads as the role in every language. */
export function positionLabel(t: TFunction, position: { name: string; roleKey?: string | null }): string {
  return position.roleKey && position.name === position.roleKey ? t(`role.${position.roleKey}`) : position.name;
}

/** The profile names a position only by its name: a role key there is a default position. */
export function positionNameLabel(t: TFunction, name: string | null): string | null {
  return name && (ROLE_KEYS as string[]).includes(name) ? t(`role.${name as RoleKey}`) : name;
}

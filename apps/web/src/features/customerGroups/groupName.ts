import type { TFunction } from 'i18next';

/** A group's name as shown: the default group's stored name is a key, translated in every language. */
export function groupName(t: TFunction, group: { name: string; isDefault: boolean }): string {
  return group.isDefault ? t('customerGroup.defaultName') : group.name;
}

/** The move button's label, with how many customers are ticked once there are any. */
export function moveButtonLabel(t: TFunction, count: number): string {
  return count ? t('customerGroup.move.buttonCount', { count }) : t('customerGroup.move.button');
}

import type { TFunction } from 'i18next';
import { BUILT_IN_LAYOUT_KEYS } from '@parcelflow/contract';

/** A template's name as the print log keeps it: a built-in layout's key reads as its translated name. */
export function templateLabel(t: TFunction, name: string): string {
  return (BUILT_IN_LAYOUT_KEYS as readonly string[]).includes(name) ? t(`printTemplate.builtIn.${name}`) : name;
}

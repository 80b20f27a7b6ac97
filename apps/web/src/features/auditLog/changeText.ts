import type { TFunction } from 'i18next';
import { flattenMenus } from '@parcelflow/contract';

const MENU_KEYS = new Map(flattenMenus().map((node) => [node.id, node.key]));

/**
 * A field's label: the record kind's own field label when its screen has one, else the order form's, else the
 * log's shared labels, else the field's name (a field added later still reads, if not translated yet).
 */
export function fieldLabel(t: TFunction, entity: string, field: string): string {
  return t([`${entity}.field.${field}`, `order.field.${field}`, `auditLog.field.${field}`], { defaultValue: field });
}

/** One item of a list: a position's granted menus and functions read as their names. */
function itemText(t: TFunction, entity: string, field: string, item: unknown): string {
  if (field.endsWith('Menus')) return t(`menu.${MENU_KEYS.get(String(item)) ?? item}`);
  if (field.endsWith('Functions')) return t(`func.${String(item)}`);
  return valueText(t, entity, field, item);
}

/**
 * A value as the log shows it: yes and no for flags, lists joined, nothing as a dash, and a value of an enumeration
 * in the words its screen uses (`customer.status.stopped`); anything else as stored.
 */
export function valueText(t: TFunction, entity: string, field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return t(value ? 'auditLog.yes' : 'auditLog.no');
  if (Array.isArray(value)) return value.length ? value.map((item) => itemText(t, entity, field, item)).join(t('auditLog.separator')) : '—';
  if (typeof value === 'object') return JSON.stringify(value);
  const text = String(value);
  return /^[A-Za-z][\w-]*$/.test(text) ? t(`${entity}.${field}.${text}`, { defaultValue: text }) : text;
}

import type { OrderHistoryEntry } from '@parcelflow/contract';

export type FlatChange = { path: string; before: unknown; after: unknown };

/** Scalars of a value keyed by dotted path: receiver.phone, boxes.1.weight. */
function flatten(value: unknown, prefix: string, into: Map<string, unknown>): Map<string, unknown> {
  if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) flatten(inner, prefix ? `${prefix}.${key}` : key, into);
  } else if (value !== undefined && value !== null && value !== '') {
    into.set(prefix, value);
  }
  return into;
}

/** One line per changed scalar, so an edited phone number reads as that and not as a whole new receiver. */
export function flattenChanges(changes: OrderHistoryEntry['changes']): FlatChange[] {
  return changes.flatMap(({ field, before, after }) => {
    const old = flatten(before, field, new Map());
    const now = flatten(after, field, new Map());
    const paths = [...new Set([...old.keys(), ...now.keys()])];
    return paths.filter((path) => old.get(path) !== now.get(path)).map((path) => ({ path, before: old.get(path), after: now.get(path) }));
  });
}

/** The i18n key naming a dotted path's last field, by the part of the order it belongs to. */
export function fieldLabelKey(path: string): string {
  const segments = path.split('.').filter((segment) => !/^\d+$/.test(segment));
  const [head] = segments;
  const last = segments.at(-1) ?? head;
  if (segments.length === 1) return `order.field.${head}`;
  if (head === 'boxes') return `orderForm.box.${last}`;
  if (head === 'invoiceLines') return `orderForm.invoice.${last}`;
  return `orderForm.address.${last}`;
}

/** "Receiver · Phone", "Boxes 2 · Weight (kg)": the section, the row number for lists, the field. */
export function rowNumberOf(path: string): number | undefined {
  const index = path.split('.').find((segment) => /^\d+$/.test(segment));
  return index === undefined ? undefined : Number(index) + 1;
}

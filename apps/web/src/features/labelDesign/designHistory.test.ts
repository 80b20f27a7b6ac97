import { describe, expect, it } from 'vitest';
import { BUILT_IN_THERMAL_LABELS, LABEL_FIELDS, INVOICE_COLUMNS } from '@parcelflow/contract';
import { applyChange, isDirty, markSaved, redo, startHistory, undo } from './designHistory.ts';
import { invoiceColumnName, labelFieldName } from './fieldLabels.ts';
import enDesign from '../../locales/en-US/labelDesign.json';
import enOrder from '../../locales/en-US/order.json';
import enOrderForm from '../../locales/en-US/orderForm.json';

const layout = BUILT_IN_THERMAL_LABELS.receive;
const moved = { ...layout, elements: layout.elements.slice(1) };
const twice = { ...layout, elements: layout.elements.slice(2) };

describe('design history', () => {
  it('undoes and redoes changes, and a new change drops what was undone', () => {
    let history = applyChange(applyChange(startHistory(layout), moved), twice);
    expect(isDirty(history)).toBe(true);
    history = undo(history);
    expect(history.present).toBe(moved);
    history = redo(history);
    expect(history.present).toBe(twice);
    history = applyChange(undo(undo(history)), moved);
    expect(history.future).toEqual([]);
    expect(redo(history)).toBe(history);
  });

  it('is clean when saved, and when undone back to what was saved', () => {
    const saved = markSaved(applyChange(startHistory(layout), moved));
    expect(isDirty(saved)).toBe(false);
    expect(isDirty(applyChange(saved, twice))).toBe(true);
    expect(isDirty(undo(applyChange(saved, twice)))).toBe(false);
  });
});

/** A t that reads the shipped English texts and fails on a missing key, as the user would see a raw key. */
const texts: Record<string, unknown> = { labelDesign: enDesign, order: enOrder, orderForm: enOrderForm };
const t = ((key: string, params?: Record<string, string>) => {
  const found = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], texts);
  if (typeof found !== 'string') throw new Error(`no text ${key}`);
  return found.replace(/\{\{(\w+)\}\}/g, (_, name: string) => params?.[name] ?? '');
}) as unknown as Parameters<typeof labelFieldName>[0];

describe('field names', () => {
  it('name every label field and invoice column', () => {
    expect(LABEL_FIELDS.map((field) => labelFieldName(t, field)).every(Boolean)).toBe(true);
    expect(INVOICE_COLUMNS.map((column) => invoiceColumnName(t, column)).every(Boolean)).toBe(true);
    expect(labelFieldName(t, 'receiver.phone')).toBe('Receiver Phone');
    expect(labelFieldName(t, 'piece.ofPieces')).toBe('Piece n/N');
  });
});

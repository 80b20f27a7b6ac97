import type { OrderKind } from '../order/enums.ts';
import { BUILT_IN_COMMERCIAL_INVOICE } from '../print/builtins/commercial-invoice.ts';
import { BUILT_IN_THERMAL_LABELS } from '../print/builtins/thermal-label.ts';
import type { LabelLayout } from '../print/layout.ts';
import type { BuiltInLayoutKey, PrintTemplateType } from './printTemplate.ts';

/** A built-in layout by its key, and the template type a copy of it takes. */
export function builtInLayoutOf(key: BuiltInLayoutKey): { layout: LabelLayout; type: PrintTemplateType } {
  if (key === 'commercialInvoice') return { layout: BUILT_IN_COMMERCIAL_INVOICE, type: 'invoice' };
  return { layout: BUILT_IN_THERMAL_LABELS[key.slice('thermal.'.length) as OrderKind], type: 'label' };
}

import { z } from 'zod';
import { IMPORT_PAYMENT_METHODS } from '../order/enums.ts';
import { numberText, weightField } from '../order/fields.ts';
import { ORDER_FIELD_MAX, ORDER_LIMITS } from '../order/limits.ts';
import { checkOrderRules, orderFieldsSchema } from '../order/order.ts';

/**
 * An order as an import row gives it: the order-entry schema and its cross-field rules, with the few
 * limits that entities-rules.md 5.1 and 5.2 set differently for import. Pieces stay at least 1 and the
 * 999-per-order rule (40013) still applies; 9999 is the import's own ceiling on top.
 */
export const importOrderInput = orderFieldsSchema
  .extend({
    customerNo: numberText(ORDER_FIELD_MAX.customerNo, ORDER_LIMITS.importCustomerNoMin).optional(),
    pieces: z.number().int().min(1).max(ORDER_LIMITS.importPiecesMax),
    weight: weightField.max(ORDER_LIMITS.importWeightMax),
    paymentMethod: z.enum(IMPORT_PAYMENT_METHODS),
  })
  .superRefine(checkOrderRules);

export type ImportOrderInput = z.infer<typeof importOrderInput>;

import { z } from 'zod';
import { userRegisterInput, type RegistrationKind } from '@parcelflow/contract';

const [carrier, cargoOwner] = userRegisterInput.options;
const SHAPES: Record<RegistrationKind, Record<string, z.ZodType>> = { carrier: carrier.shape, cargoOwner: cargoOwner.shape };

export type RegisterField =
  | 'account'
  | 'password'
  | 'contactName'
  | 'code'
  | 'companyNo'
  | 'companyNameCn'
  | 'companyNameEn';

/** One field's schema for a registration kind, for checking it as soon as it is typed. */
export function registerFieldSchema(kind: RegistrationKind, field: RegisterField): z.ZodType {
  return SHAPES[kind][field] ?? z.any();
}

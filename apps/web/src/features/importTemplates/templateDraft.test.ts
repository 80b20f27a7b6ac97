import { describe, expect, it } from 'vitest';
import { requiredFieldsOf, saveCompanyImportTemplateInput } from '@parcelflow/contract';
import { newDraft, nextColumn, withField, withKind } from './templateDraft.ts';

describe('template drafts', () => {
  it('start with the required columns of the kind, which the contract accepts', () => {
    const draft = newDraft('receive', 'en-US');
    expect(draft.columns.map((column) => column.field)).toEqual(requiredFieldsOf('receive', 'columns'));
    expect(saveCompanyImportTemplateInput.safeParse({ ...draft, name: 'x' }).success).toBe(true);
  });

  it('follow a change of kind: fields of the old kind go, required ones come, the invoice sheet comes and goes', () => {
    const fba = withKind(newDraft('receive', 'en-US'), 'fba', 'en-US');
    expect(fba.columns.map((column) => column.field)).toContain('warehouseCode');
    expect(saveCompanyImportTemplateInput.safeParse({ ...fba, name: 'x' }).success).toBe(true);

    const create = withKind(fba, 'create', 'en-US');
    expect(create.columns.map((column) => column.field)).not.toContain('warehouseCode');
    expect(create.columns.find((column) => column.field === 'carrierCompanyNo')).toMatchObject({ required: true });

    const invoice = withKind(newDraft('receive', 'en-US'), 'invoice', 'en-US');
    expect(invoice.invoiceColumns?.map((column) => column.field)).toEqual(requiredFieldsOf('invoice', 'invoiceColumns'));
    expect(withKind(invoice, 'send', 'en-US').invoiceColumns).toBeUndefined();
  });

  it('makes a field the kind requires required when an optional column is turned into it', () => {
    const optional = { field: 'receiver.email' as const, header: 'Receiver email', required: false };
    expect(withField('fba', 'columns', optional, 'receiver.name', 'en-US')).toEqual({ field: 'receiver.name', header: 'Receiver name', required: true });
    expect(withField('fba', 'columns', { ...optional, header: 'Mail' }, 'remarks', 'en-US')).toEqual({ field: 'remarks', header: 'Mail', required: false });
  });

  it('adds the first field not mapped yet', () => {
    const draft = newDraft('receive', 'zh-CN');
    expect(nextColumn('receive', 'columns', draft.columns, 'zh-CN')).toEqual({ field: 'customerCode', header: '客户代码(Customer code)', required: false });
  });
});

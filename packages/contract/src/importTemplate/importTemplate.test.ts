import { describe, expect, it } from 'vitest';
import { problemOfIssue } from '../field-problem.ts';
import { LANGUAGES } from '../languages.ts';
import { ORDER_KINDS } from '../order/enums.ts';
import { companyTemplateId, companyTemplateNumber, saveCompanyImportTemplateInput, type SaveCompanyImportTemplateInput } from './template.ts';
import { builtInColumnsOf, defaultColumnOf, requiredColumnsOf } from './copy.ts';
import { IMPORT_TEMPLATE_KINDS, requiredFieldsOf, sheetFieldsOf } from './kinds.ts';
import { missingRequiredFields } from './rules.ts';

const receive = (): SaveCompanyImportTemplateInput => ({ name: 'Our inbound', kind: 'receive', columns: builtInColumnsOf('receive', 'en-US').columns });

/** The first problem as the server answers it: {field, reason}. */
function problemOf(input: unknown) {
  const result = saveCompanyImportTemplateInput.safeParse(input);
  if (result.success) return undefined;
  const { field, reason } = problemOfIssue(result.error.issues[0]!, undefined);
  return { field, reason };
}

function withColumn(index: number, change: Partial<SaveCompanyImportTemplateInput['columns'][number]>) {
  const template = receive();
  template.columns[index] = { ...template.columns[index]!, ...change };
  return template;
}

describe('company import template rules', () => {
  it('accepts a copy of every built-in template in every language', () => {
    for (const kind of IMPORT_TEMPLATE_KINDS) {
      for (const language of LANGUAGES) {
        expect(problemOf({ name: kind, kind, ...builtInColumnsOf(kind, language) }), `${kind} ${language}`).toBeUndefined();
      }
    }
  });

  it('requires the customer number of every kind, and what the contract requires of each', () => {
    for (const kind of IMPORT_TEMPLATE_KINDS) expect(requiredFieldsOf(kind, 'columns')).toContain('customerNo');
    expect(requiredFieldsOf('invoice', 'invoiceColumns')).toContain('customerNo');
    expect(requiredFieldsOf('fba', 'columns')).toContain('warehouseCode');
    expect(requiredFieldsOf('fba', 'columns')).not.toContain('receiver.country');
    expect(requiredFieldsOf('create', 'columns')).toContain('carrierCompanyNo');
    expect(requiredFieldsOf('receive', 'columns')).not.toContain('channelCode');
  });

  it('offers each kind its own fields', () => {
    expect(sheetFieldsOf('receive', 'columns')).not.toContain('carrierCompanyNo');
    expect(sheetFieldsOf('create', 'columns')).not.toContain('customerCode');
    expect(sheetFieldsOf('send', 'columns')).toEqual(expect.arrayContaining(['partnerCompanyNo', 'transferNo', 'codAmount', 'boxes.boxSize']));
    expect(sheetFieldsOf('receive', 'columns')).not.toContain('invoiceLines.quantity');
    expect(sheetFieldsOf('invoice', 'invoiceColumns')).toEqual(expect.arrayContaining(['customerNo', 'invoiceLines.quantity']));
    for (const kind of ORDER_KINDS) {
      expect(requiredFieldsOf(kind, 'columns').every((field) => sheetFieldsOf(kind, 'columns').includes(field)), kind).toBe(true);
    }
  });

  it('refuses a name that is empty or too long', () => {
    expect(problemOf({ ...receive(), name: '  ' })).toEqual({ field: 'name', reason: 'required' });
    expect(problemOf({ ...receive(), name: 'x'.repeat(41) })).toEqual({ field: 'name', reason: 'tooLong' });
  });

  it('refuses no column, a field of another kind, a field twice, a required field made optional or left out', () => {
    expect(problemOf({ ...receive(), columns: [] })).toEqual({ field: 'columns', reason: 'required' });
    expect(problemOf(withColumn(3, { field: 'carrierCompanyNo' }))).toEqual({ field: 'columns.3.field', reason: 'invalidValue' });
    expect(problemOf(withColumn(3, { field: 'nope' as never }))).toEqual({ field: 'columns.3.field', reason: 'invalidValue' });
    expect(problemOf(withColumn(3, { field: 'customerNo' }))).toEqual({ field: 'columns.3.field', reason: 'duplicate' });
    expect(problemOf(withColumn(0, { required: false }))).toEqual({ field: 'columns.0.required', reason: 'invalidValue' });
    const withoutName = receive();
    withoutName.columns = withoutName.columns.filter((column) => column.field !== 'receiver.name');
    expect(problemOf(withoutName)).toEqual({ field: 'columns', reason: 'required' });
    expect(missingRequiredFields('receive', 'columns', withoutName.columns)).toEqual(['receiver.name']);
  });

  it('refuses headers the reader could not tell apart or read', () => {
    expect(problemOf(withColumn(2, { header: '' }))).toEqual({ field: 'columns.2.header', reason: 'required' });
    expect(problemOf(withColumn(2, { header: ' * ' }))).toEqual({ field: 'columns.2.header', reason: 'required' });
    expect(problemOf(withColumn(2, { header: 'x'.repeat(51) }))).toEqual({ field: 'columns.2.header', reason: 'tooLong' });
    expect(problemOf(withColumn(2, { header: '错误信息' }))).toEqual({ field: 'columns.2.header', reason: 'invalidValue' });
    // The reader ignores case, spaces, full-width forms and reads either half of a bilingual header.
    expect(problemOf(withColumn(2, { header: 'ＣＵＳＴＯＭＥＲ number' }))).toEqual({ field: 'columns.2.header', reason: 'duplicate' });
    expect(problemOf(withColumn(2, { header: '客户单号(Customer number)' }))).toEqual({ field: 'columns.2.header', reason: 'duplicate' });
    expect(problemOf(withColumn(2, { header: '渠道代码(Other)' }))).toBeUndefined();
  });

  it('keeps invoice columns to the invoice template, and requires them there', () => {
    expect(problemOf({ ...receive(), invoiceColumns: builtInColumnsOf('invoice', 'en-US').invoiceColumns })).toEqual({ field: 'invoiceColumns', reason: 'invalidValue' });
    expect(problemOf({ ...receive(), kind: 'invoice' })).toEqual({ field: 'invoiceColumns', reason: 'required' });
    const invoice = { name: 'x', kind: 'invoice', ...builtInColumnsOf('invoice', 'zh-CN') };
    invoice.invoiceColumns![1] = { ...invoice.invoiceColumns![1]!, field: 'receiver.name' };
    expect(problemOf(invoice)).toEqual({ field: 'invoiceColumns.1.field', reason: 'invalidValue' });
  });

  it('needs the version read with a change', () => {
    expect(problemOf({ ...receive(), id: 3 })).toEqual({ field: 'version', reason: 'required' });
    expect(problemOf({ ...receive(), id: 3, version: 1 })).toBeUndefined();
  });

  it('starts a new template from the required columns, headed as built-in ones', () => {
    expect(requiredColumnsOf('receive', 'columns', 'en-US')[0]).toEqual({ field: 'customerNo', header: 'Customer number', required: true });
    expect(problemOf({ name: 'x', kind: 'receive', columns: requiredColumnsOf('receive', 'columns', 'zh-TW') })).toBeUndefined();
    expect(defaultColumnOf('receiver.phone', false, 'zh-CN')).toEqual({ field: 'receiver.phone', header: '收件人电话(Receiver phone)', required: false });
  });

  it('names a company template among the built-in ones', () => {
    expect(companyTemplateId(12)).toBe('company-12');
    expect(companyTemplateNumber('company-12')).toBe(12);
    for (const other of ['receive', 'company-0', 'company-x', 'company-12a', 'company-']) expect(companyTemplateNumber(other), other).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { FILE_REASON_CODES, ROW_REASON_CODES } from './codes.ts';
import { describeFileProblem, describeRowProblem } from './describe.ts';
import { builtInHeader } from './field-labels.ts';
import { fieldRuleOf } from './field-rules.ts';
import { IMPORT_FIELD_KEYS } from './import-fields.ts';
import { fileProblem } from './problems.ts';
import { BUILT_IN_TEMPLATES } from './templates.ts';

describe('Excel import contract', () => {
  it('reads a rule for every import field from the import schema', () => {
    expect(IMPORT_FIELD_KEYS).toHaveLength(81);
    for (const field of IMPORT_FIELD_KEYS) expect(fieldRuleOf(field).type, field).toMatch(/text|integer|decimal|enum|date/);
    expect(fieldRuleOf('weight')).toEqual({ type: 'decimal', min: 0, minExclusive: true, max: 9999, decimals: 3 });
    expect(fieldRuleOf('paymentMethod')).toEqual({ type: 'enum', values: ['PP', 'CC', 'TP', 'CA'] });
    expect(fieldRuleOf('receiver.email')).toEqual({ type: 'text', maxLength: 50 });
    expect(fieldRuleOf('customerNo')).toEqual({ type: 'text', minLength: 6, maxLength: 40 });
  });

  it('keeps row codes in the 50001-50081 range, except the codes the catalogue names for the same meaning', () => {
    const special = [20197, 50058, 50062, 40013];
    for (const code of Object.values(ROW_REASON_CODES)) expect(special.includes(code) || (code >= 50001 && code <= 50081), String(code)).toBe(true);
    expect(new Set(Object.values(ROW_REASON_CODES)).size).toBe(Object.values(ROW_REASON_CODES).length);
    expect(new Set(Object.values(FILE_REASON_CODES))).toEqual(new Set([20188, 20195, 20203, 20223, 50058, 50062]));
  });

  it('heads built-in columns in Chinese with the English name in brackets, and in English alone', () => {
    expect(builtInHeader('receiver.phone')).toEqual({ 'zh-CN': '收件人电话(Receiver phone)', 'zh-TW': '收件人電話(Receiver phone)', 'en-US': 'Receiver phone' });
    expect(BUILT_IN_TEMPLATES.map((template) => template.id)).toEqual(['receive', 'hyreceive', 'send', 'proxy', 'create', 'fba', 'fbacommon', 'special', 'invoice']);
  });

  it('describes problems in the user language', () => {
    const problem = { sheet: '订单', row: 3, cell: 'X3', field: 'receiver.name', code: 50005, reason: 'tooLong' as const, params: { max: 100 } };
    expect(describeRowProblem(problem, 'zh-CN')).toBe('收件人姓名: 最多 100 个字符');
    expect(describeRowProblem({ ...problem, column: 'Receiver name' }, 'en-US')).toBe('Receiver name: at most 100 characters');
    expect(describeFileProblem(fileProblem('emptyRows', { rows: '3, 5' }, 'Orders'), 'en-US')).toBe('Orders: Rows 3, 5 are empty: delete them and import again');
  });
});

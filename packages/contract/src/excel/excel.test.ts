import { describe, expect, it } from 'vitest';
import { FILE_REASON_CODES, ROW_REASON_CODES, type RowReason } from './codes.ts';
import { describeFileProblem, describeRowProblem } from './describe.ts';
import { builtInHeader } from './field-labels.ts';
import { fieldRuleOf } from './field-rules.ts';
import { IMPORT_FIELD_KEYS } from './import-fields.ts';
import { fileProblem } from './problems.ts';
import { BUILT_IN_TEMPLATES } from './templates.ts';
import { ZH_CN_TEXTS } from './texts.zh-cn.ts';
import { ZH_TW_TEXTS } from './texts.zh-tw.ts';

describe('Excel import contract', () => {
  it('reads a rule for every import field from the import schema', () => {
    expect(IMPORT_FIELD_KEYS).toHaveLength(82);
    for (const field of IMPORT_FIELD_KEYS) expect(fieldRuleOf(field).type, field).toMatch(/text|integer|decimal|enum|date/);
    expect(fieldRuleOf('weight')).toEqual({ type: 'decimal', min: 0, minExclusive: true, max: 9999, decimals: 3 });
    expect(fieldRuleOf('paymentMethod')).toEqual({ type: 'enum', values: ['PP', 'CC', 'TP', 'CA'] });
    expect(fieldRuleOf('receiver.email')).toEqual({ type: 'text', maxLength: 50 });
    expect(fieldRuleOf('customerNo')).toEqual({ type: 'text', minLength: 6, maxLength: 40 });
  });

  it('keeps row codes in the 50001-50086 range, except the codes the catalogue names for the same meaning', () => {
    // 101002 is the product's own code for a blacklist refusal, the one createOrder answers, as 101001 is for a channel.
    const special = [20197, 50058, 50062, 40013, 40002, 20162, 10003, 101001, 101002];
    for (const code of Object.values(ROW_REASON_CODES)) expect(special.includes(code) || (code >= 50001 && code <= 50086), String(code)).toBe(true);
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

  it('words the problems the database finds as what they are, not as an invalid value', () => {
    const problem = (field: string, reason: RowReason, params: Record<string, string | number>) => ({ sheet: '订单', row: 5, field, code: ROW_REASON_CODES[reason], reason, params });
    const exists = problem('customerNo', 'orderExists', { value: 'SO000001' });
    const waybill = problem('waybillNo', 'waybillTaken', { value: 'WB0001' });
    const repeated = problem('referenceNo1', 'numberRepeated', { value: 'REF01', firstRow: 4 });
    const carrier = problem('carrierCompanyNo', 'wrongCarrier', { value: 'OTHER', expected: 'HYEXP' });
    const partner = problem('partnerCompanyNo', 'sameAsCarrier', { value: 'HYEXP' });
    expect([exists, waybill, repeated, carrier, partner].map((p) => describeRowProblem(p, 'zh-CN'))).toEqual([
      '客户单号: 订单“SO000001”已存在，请勿重复导入', '运单号: “WB0001”已被其他订单使用', '参考号1: “REF01”与第 4 行重复',
      '承运商代码: 应为 HYEXP', '交接承运商代码: 不能是订单所属的承运商',
    ]);
    expect([exists, repeated].map((p) => describeRowProblem(p, 'zh-TW'))).toEqual(['客戶單號: 訂單「SO000001」已存在，請勿重複導入', '參考號1: 「REF01」與第 4 列重複']);
    expect([exists, waybill, repeated].map((p) => describeRowProblem(p, 'en-US'))).toEqual([
      'Customer number: the order "SO000001" exists already: do not import it again', 'Waybill number: "WB0001" is already used by another order',
      'Reference 1: "REF01" is already given in row 4',
    ]);
    expect([exists.code, waybill.code]).toEqual([20162, 10003]);
  });

  it('keeps Latin letters out of the Chinese row reasons, parameters aside', () => {
    for (const texts of [ZH_CN_TEXTS, ZH_TW_TEXTS]) {
      for (const [reason, text] of Object.entries(texts.rowReasons)) expect(text.replace(/\{\w+\}/g, '').replace(/Excel/g, ''), reason).not.toMatch(/[A-Za-z]/);
    }
  });
});

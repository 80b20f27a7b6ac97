import { describe, expect, it } from 'vitest';
import { problemOfIssue, valueAtPath } from '../field-problem.ts';
import { BUILT_IN_COMMERCIAL_INVOICE } from '../print/builtins/commercial-invoice.ts';
import { BUILT_IN_THERMAL_LABELS } from '../print/builtins/thermal-label.ts';
import { builtInLayoutOf } from './built-in-layouts.ts';
import { BUILT_IN_LAYOUT_KEYS, copyPrintTemplateInput, previewPrintTemplateInput, savePrintTemplateInput } from './printTemplate.ts';

const template = { name: '标签', type: 'label', scenario: 'audit', builtIn: 'thermal.receive' };

/** The first problem the schema finds, as the envelope answers it. */
function problemOf(schema: { safeParse: (input: unknown) => { success: boolean; error?: { issues: unknown[] } } }, input: unknown) {
  const parsed = schema.safeParse(input);
  const issue = parsed.error?.issues[0] as Parameters<typeof problemOfIssue>[0] | undefined;
  return issue && problemOfIssue(issue, valueAtPath(input, issue.path));
}

describe('print template contract', () => {
  it('fills the defaults of a new template: PDF, enabled, no English name or interface address', () => {
    expect(savePrintTemplateInput.parse(template)).toEqual({ ...template, nameEn: '', printMethod: 'pdf', interfaceUrl: '', enabled: true });
  });

  it('names the field and reason of each refusal', () => {
    expect(problemOf(savePrintTemplateInput, { ...template, name: '  ' })).toMatchObject({ field: 'name', reason: 'required' });
    expect(problemOf(savePrintTemplateInput, { ...template, type: undefined })).toMatchObject({ field: 'type', reason: 'required' });
    expect(problemOf(savePrintTemplateInput, { ...template, scenario: undefined })).toMatchObject({ field: 'scenario', reason: 'required' });
    expect(problemOf(savePrintTemplateInput, { ...template, type: 'poster' })).toMatchObject({ field: 'type', reason: 'invalidValue' });
    expect(problemOf(savePrintTemplateInput, { ...template, interfaceUrl: 'javascript:alert(1)' })).toMatchObject({ field: 'interfaceUrl', reason: 'invalidFormat' });
    expect(problemOf(savePrintTemplateInput, { ...template, builtIn: undefined })).toMatchObject({ field: 'builtIn', reason: 'required' });
    expect(problemOf(savePrintTemplateInput, { ...template, layout: BUILT_IN_COMMERCIAL_INVOICE })).toMatchObject({ field: 'builtIn', reason: 'notAllowed' });
    expect(problemOf(previewPrintTemplateInput, {})).toMatchObject({ field: 'id', reason: 'required' });
    expect(problemOf(copyPrintTemplateInput, { name: 'x', from: { source: 'template' } })).toMatchObject({ field: 'from.id', reason: 'required' });
  });

  it('keeps a changed template\'s layout when none is given', () => {
    expect(savePrintTemplateInput.parse({ ...template, id: 3, builtIn: undefined }).layout).toBeUndefined();
  });

  it('offers every built-in layout by key with the type its copy takes', () => {
    expect(BUILT_IN_LAYOUT_KEYS).toHaveLength(Object.keys(BUILT_IN_THERMAL_LABELS).length + 1);
    expect(builtInLayoutOf('thermal.fba')).toEqual({ layout: BUILT_IN_THERMAL_LABELS.fba, type: 'label' });
    expect(builtInLayoutOf('commercialInvoice')).toEqual({ layout: BUILT_IN_COMMERCIAL_INVOICE, type: 'invoice' });
  });
});

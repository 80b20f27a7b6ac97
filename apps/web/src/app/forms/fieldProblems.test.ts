// @vitest-environment jsdom
import '../testing/setupDom.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../i18n.ts';
import { translateFieldProblem, translateReason } from './fieldProblems.ts';

describe('field problems', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('zh-CN');
  });

  it('name the refused word of an English name, and keep the general reason without one', () => {
    expect(translateReason(i18n.t, { reason: 'notAllowed', word: 'Gift' })).toBe('不得使用“Gift”（英文品名规则的禁用词）');
    expect(translateReason(i18n.t, { reason: 'notAllowed' })).toBe(i18n.t('reason.notAllowed'));
    expect(translateFieldProblem(i18n.t, { field: 'invoiceLines.1.descriptionEn', reason: 'tooLong', max: 5 })).toContain('5');
  });
});

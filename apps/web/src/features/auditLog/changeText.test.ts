// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '@parcelflow/contract';
import { i18n, loadAllLanguages } from '../../app/i18n.ts';
import { fieldLabel, valueText } from './changeText.ts';

/** The fields the server logs for an import template (importTemplate.write.ts). */
const TEMPLATE_FIELDS = ['name', 'kind', 'columns', 'invoiceColumns'];

describe('the audit log of import templates', () => {
  // Languages load on demand; these tests read all three.
  beforeAll(loadAllLanguages);

  it.each(LANGUAGES)('%s names the record kind, each logged field and the system grant in its own words', (language) => {
    const t = i18n.getFixedT(language);
    const chinese = i18n.getFixedT('zh-CN');
    for (const field of TEMPLATE_FIELDS) {
      const label = fieldLabel(t, 'importTemplate', field);
      expect(label, field).not.toBe(field);
      if (language === 'en-US') expect(label, field).not.toBe(fieldLabel(chinese, 'importTemplate', field));
    }
    for (const key of ['auditLog.entity.importTemplate', 'auditLog.action.grantDefaults', 'auditLog.systemUser']) {
      expect(i18n.exists(key, { lng: language, fallbackLng: false }), key).toBe(true);
    }
  });

  it('shows a column list as its entries', () => {
    const t = i18n.getFixedT('en-US');
    expect(valueText(t, 'importTemplate', 'columns', ['Customer number (customerNo) *', 'Remarks (remarks)'])).toBe('Customer number (customerNo) *, Remarks (remarks)');
  });

  it('shows a value of an enumeration in the words of its screen, and other text as stored', () => {
    const t = i18n.getFixedT('zh-CN');
    expect([valueText(t, 'customer', 'status', 'stopped'), valueText(t, 'customer', 'settlementType', 'perTicket'), valueText(t, 'staff', 'status', 'suspended')])
      .toEqual([t('customer.status.stopped'), t('customer.settlementType.perTicket'), t('staff.status.suspended')]);
    expect(valueText(t, 'customer', 'status', 'stopped')).not.toBe('stopped');
    expect([valueText(t, 'customer', 'code', 'C0003'), valueText(t, 'site', 'phone', '020-88886666')]).toEqual(['C0003', '020-88886666']);
  });
});

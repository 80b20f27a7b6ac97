// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from 'vitest';
import { TRACKING_EVENT_CODES } from '@parcelflow/contract';
import { i18n, loadAllLanguages } from '../../app/i18n.ts';
import { eventText } from './eventLabel.ts';

describe('tracking event texts', () => {
  // Tests start with the active language alone; this one reads all three.
  beforeAll(loadAllLanguages);

  it('words every system event code in each language', () => {
    for (const language of ['zh-CN', 'zh-TW', 'en-US']) {
      const t = i18n.getFixedT(language);
      for (const code of TRACKING_EVENT_CODES) expect(i18n.exists(`tracking.eventText.${code}`, { lng: language }), `${language} ${code}`).toBe(true);
      expect(eventText(t, { code: 'auditFail', params: { reason: 'Phone missing' }, description: '' })).toMatch(/Phone missing$/);
    }
  });

  it('shows a clerk\'s own text as typed', () => {
    expect(eventText(i18n.getFixedT('zh-CN'), { code: null, params: {}, description: 'Held for inspection' })).toBe('Held for inspection');
  });
});

import { describe, expect, it } from 'vitest';
import { autoAuditFailReason } from './auto-audit.ts';

describe('autoAuditFailReason', () => {
  it('names 20189 and the cause with its code, in the import\'s language', () => {
    expect(autoAuditFailReason(20164, 'zh-CN')).toBe('自动审核未通过(20189)：该渠道没有单号段(20164)');
    expect(autoAuditFailReason(20166, 'zh-TW')).toBe('自動審核未通過(20189)：該渠道的單號段已用完(20166)');
    expect(autoAuditFailReason(10003, 'en-US', 'AB$&{cause}1')).toBe('Automatic audit failed (20189): waybill number AB$&{cause}1 is taken (10003)');
  });

  it('fits the 200 characters of an audit fail reason with the longest waybill number', () => {
    expect(autoAuditFailReason(10003, 'en-US', 'W'.repeat(40)).length).toBeLessThanOrEqual(200);
  });
});

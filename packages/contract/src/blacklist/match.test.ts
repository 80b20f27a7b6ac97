import { describe, expect, it } from 'vitest';
import { longestLiteral, matchesPattern, normaliseBlacklistText } from './match.ts';

describe('blacklist matching', () => {
  it('normalises width, case and spaces; a phone to its digits, a phone pattern keeping its wildcards', () => {
    expect(normaliseBlacklistText('company', '  ＡＣＭＥ   Trading\tLtd ')).toBe('acme trading ltd');
    expect(normaliseBlacklistText('phone', '+1 (555) 0199')).toBe('15550199');
    expect(normaliseBlacklistText('phone', '138****0000', true)).toBe('138****0000');
  });

  it('matches the whole text with * and ?', () => {
    expect(matchesPattern('jane doe', 'j?ne d*e')).toBe(true);
    expect(matchesPattern('jane does', 'j?ne d*e')).toBe(false);
    expect(matchesPattern('13800000000', '138*')).toBe(true);
    expect(matchesPattern('', '*')).toBe(true);
    expect(longestLiteral('*spare*parts*')).toBe('spare');
  });

  it('stays linear on a pattern that makes a backtracking engine explode', () => {
    const started = performance.now();
    for (let n = 0; n < 100; n++) expect(matchesPattern('a'.repeat(200), `${'a*'.repeat(30)}b`)).toBe(false);
    expect(performance.now() - started).toBeLessThan(500);
  });
});

// @vitest-environment jsdom
import '../../../app/testing/setupDom.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { i18n } from '../../../app/i18n.ts';
import { PastedReportDialog } from './PastedReportDialog.tsx';

describe('the pasted-numbers dialog', () => {
  beforeAll(() => i18n.changeLanguage('en-US'));

  it('lists the first missing numbers and the first repeats with how many there are in all', () => {
    const missing = Array.from({ length: 10 }, (_, i) => `MISS${i}`);
    render(<PastedReportDialog report={{ missing, missingTotal: 14, duplicates: ['DUP1'], duplicatesTotal: 1 }} onClose={() => undefined} />);
    const notFound = screen.getByRole('region', { name: 'Numbers not found: 14' });
    expect(within(notFound).getAllByRole('listitem')).toHaveLength(10);
    expect(within(notFound).getByText('and 4 more not listed')).toBeTruthy();
    const repeated = screen.getByRole('region', { name: 'Numbers pasted more than once: 1' });
    expect(within(repeated).getByText('DUP1')).toBeTruthy();
    expect(within(repeated).queryByText(/more not listed/)).toBeNull();
  });

  it('leaves out the part with nothing to report', () => {
    render(<PastedReportDialog report={{ missing: [], missingTotal: 0, duplicates: ['D'], duplicatesTotal: 1 }} onClose={() => undefined} />);
    expect(screen.queryByText(/Numbers not found/)).toBeNull();
  });
});

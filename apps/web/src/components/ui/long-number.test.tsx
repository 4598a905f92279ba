import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { LongNumber } from './long-number';

// The spec's longest amount: 20 digits before the decimals (issue 14: it stretched its cell).
const twentyDigits = '12,345,678,901,234,567,890.00 ج.م';

// The tooltip on hover and focus is checked in the browser (e2e/polish.spec.ts).
describe('LongNumber', () => {
  it('lets a 20-digit amount break after its group separators, and names its exact value', () => {
    const { container } = renderWithProviders(<LongNumber text={twentyDigits} />);
    const number = screen.getByLabelText(twentyDigits);
    expect(number.tabIndex).toBe(0);
    expect(container.querySelectorAll('wbr').length).toBeGreaterThanOrEqual(6);
    expect(number.textContent).toBe(twentyDigits);
  });

  it('leaves a short amount as plain text', () => {
    renderWithProviders(<LongNumber text="1,000,000.00 ج.م" />);
    expect(screen.queryByLabelText('1,000,000.00 ج.م')).toBeNull();
    expect(screen.getByText('1,000,000.00 ج.م')).toBeTruthy();
  });
});

import type { OrderDetails } from '@courier/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { OrderAttempts } from './order-attempts';

const attempts: Pick<OrderDetails, 'proof' | 'last_attempts'> = {
  proof: {
    kind: 'signature',
    at: '2026-12-06T10:30:00.000Z',
    position: { lat: 30.0561, lng: 31.3301 },
    file: { id: 9, mime: 'image/png', url: 'files/9', thumb_url: 'files/9?thumb=1' },
  },
  last_attempts: [
    {
      outcome: 'failed',
      reason: 'closed',
      note: 'المحل مغلق',
      at: '2026-12-05T09:00:00.000Z',
      position: null,
      file: null,
    },
  ],
};

describe('the order page’s proof from the field', () => {
  it('shows the proof’s kind, a map link at its position and each failed attempt’s reason from the one table', () => {
    renderWithProviders(<OrderAttempts order={attempts} />);
    const proof = screen.getByTestId('delivery-proof');
    expect(within(proof).getByText('سُلّمت: توقيع المستلم')).toBeTruthy();
    expect(within(proof).getByRole('link', { name: 'الموقع على الخريطة' }).getAttribute('href')).toBe(
      'https://www.openstreetmap.org/?mlat=30.0561&mlon=31.3301#map=17/30.0561/31.3301',
    );
    const attempt = screen.getByRole('listitem');
    expect(within(attempt).getByText('المكان مغلق')).toBeTruthy();
    expect(within(attempt).getByText('المحل مغلق')).toBeTruthy();
    expect(within(attempt).getByText('لم يُسجَّل موقع')).toBeTruthy();
    expect(screen.getByText('محاولة فاشلة واحدة')).toBeTruthy();
  });

  it('shows nothing for an order with no attempt from the captain’s app', () => {
    const { container } = renderWithProviders(<OrderAttempts order={{ proof: null, last_attempts: [] }} />);
    expect(container.querySelector('section')).toBeNull();
  });
});

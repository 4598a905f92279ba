import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isScreenBuilt } from '@/config/paths';
import { renderWithProviders } from '@/test/render';
import { FaqList } from './faq-list';

describe('links to screens that do not exist yet', () => {
  it('follow the screen flags of config/paths.ts', () => {
    expect(isScreenBuilt(null)).toBe(true);
    expect(isScreenBuilt('addOrder')).toBe(true);
    expect(isScreenBuilt('tickets')).toBe(true);
    expect(isScreenBuilt('root')).toBe(false);
    expect(isScreenBuilt('nothingByThisName')).toBe(false);
  });

  it('hides an answer that sends the reader to an unbuilt screen', () => {
    renderWithProviders(
      <FaqList
        faqs={[
          {
            id: 1,
            category: 'orders',
            question: 'كيف أضيف طلبًا؟',
            answer: 'من «إضافة طلب».',
            screen: 'addOrder',
          },
          {
            id: 2,
            category: 'support',
            question: 'كيف أربط متجري؟',
            answer: 'من صفحة «الربط».',
            screen: 'root',
          },
        ]}
      />,
    );
    expect(screen.getByText('كيف أضيف طلبًا؟')).toBeTruthy();
    expect(screen.queryByText('كيف أربط متجري؟')).toBeNull();
  });

  it('links an answer to its screen once the screen is built', () => {
    renderWithProviders(
      <FaqList
        faqs={[
          {
            id: 3,
            category: 'support',
            question: 'كيف أتواصل مع الدعم؟',
            answer: 'افتح تذكرة جديدة.',
            screen: 'tickets',
          },
        ]}
      />,
    );
    const link = screen.getByText('افتح «تذاكر الدعم»').closest('a');
    expect(link?.getAttribute('href')).toBe('/tickets');
  });
});

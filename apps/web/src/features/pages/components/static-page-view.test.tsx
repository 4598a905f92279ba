import type { StaticPage } from '@courier/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { getStaticPage } from '../api/get-static-page';
import { StaticPageView, staticPageTitle } from './static-page-view';

const page: StaticPage = {
  id: 3,
  title_ar: 'الشروط والأحكام',
  title_en: 'Terms and conditions',
  content_ar: '1. الشحنات\n\nنوصل كل يوم.',
  content_en: [
    '1. Orders and packaging',
    'We deliver <b>every</b> day.\nEven on Fridays.',
    '2) Payments',
    `3. ${'A numbered line too long to be a heading '.repeat(3)}`,
  ].join('\n\n  \n'),
  updated_at: '2026-11-01T10:00:00.000Z',
};

describe('a static page (terms, privacy)', () => {
  it('shows the reader’s language: numbered short lines as headings, blank lines between paragraphs', () => {
    renderWithProviders(<StaticPageView page={page} lang="en" />);
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual([
      '1. Orders and packaging',
      '2) Payments',
    ]);
    // One paragraph keeps its line break; the long numbered line stays a paragraph.
    expect(screen.getByText(/We deliver/).textContent).toBe('We deliver <b>every</b> day.\nEven on Fridays.');
    expect(screen.getByText(/A numbered line too long/).tagName).toBe('P');
    expect(screen.queryByText('الشحنات')).toBeNull();
  });

  it('never renders the stored text as markup', () => {
    const { container } = renderWithProviders(<StaticPageView page={page} lang="en" />);
    expect(container.querySelector('b')).toBeNull();
  });

  it('reads the Arabic content and title in Arabic', () => {
    renderWithProviders(<StaticPageView page={page} lang="ar" />);
    expect(screen.getByRole('heading', { name: '1. الشحنات' })).toBeDefined();
    expect(screen.getByText('نوصل كل يوم.')).toBeDefined();
    expect(staticPageTitle(page, 'ar')).toBe('الشروط والأحكام');
    expect(staticPageTitle(page, 'en')).toBe('Terms and conditions');
  });

  it('is fetched by id, both languages at once, and refused when its shape is wrong', async () => {
    const fetchMock = vi.fn(async (_url: string) => jsonResponse(200, { success: 1, feed: page }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(getStaticPage(3)).resolves.toEqual(page);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/client/pages/3');

    const { content_en: _missing, ...broken } = page;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(200, { success: 1, feed: broken })),
    );
    await expect(getStaticPage(3)).rejects.toThrow();
  });
});

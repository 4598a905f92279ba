import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import classes from './autosize-textarea.module.css';

// The choice is made once, when the module loads: each case loads it afresh under its own CSS.supports.
async function renderBox(supportsFieldSizing: boolean) {
  vi.resetModules();
  vi.stubGlobal('CSS', {
    supports: (property: string) => supportsFieldSizing && property === 'field-sizing',
  });
  const { AutosizeTextarea } = await import('./autosize-textarea');
  renderWithProviders(<AutosizeTextarea label="الرد" minRows={2} maxRows={4} defaultValue="" />);
  return screen.getByRole('textbox', { name: 'الرد' }) as HTMLTextAreaElement;
}

describe('AutosizeTextarea', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('leaves the sizing to CSS where the browser has field-sizing, between the rows asked for', async () => {
    const box = await renderBox(true);
    expect(box.rows).toBe(2);
    expect(box.classList.contains(classes.input!)).toBe(true);
    const root = box.closest('[style*="--autosize-min-rows"]') as HTMLElement;
    expect(root.style.getPropertyValue('--autosize-min-rows')).toBe('2');
    expect(root.style.getPropertyValue('--autosize-max-rows')).toBe('4');
  });

  it('falls back to Mantine’s measuring elsewhere', async () => {
    const box = await renderBox(false);
    expect(box.closest('[style*="--autosize-min-rows"]')).toBeNull();
    expect(box.classList.contains(classes.input!)).toBe(false);
  });
});

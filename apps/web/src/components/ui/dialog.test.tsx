import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { Dialog, SidePanel } from './dialog';

const portals = () => document.querySelectorAll('[data-portal]').length;

/** A closed overlay and the button that toggles it, as a page holds one. */
function Page({ overlay }: { overlay: (opened: boolean, close: () => void) => ReactNode }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <button type="button" data-testid="toggle" onClick={() => setOpened((o) => !o)} />
      {overlay(opened, () => setOpened(false))}
    </>
  );
}

// Mantine keeps its shared portal node in the document (test files share it here): start without one.
beforeEach(() => document.querySelectorAll('[data-portal]').forEach((node) => node.remove()));

const kits = [
  {
    kit: 'Dialog',
    title: 'Confirm',
    page: (
      <Page
        overlay={(opened, close) => (
          <Dialog opened={opened} onClose={close} title="Confirm">
            body
          </Dialog>
        )}
      />
    ),
  },
  {
    kit: 'SidePanel',
    title: 'Add an employee',
    page: (
      <Page
        overlay={(opened, close) => (
          <SidePanel opened={opened} onClose={close} title="Add an employee">
            body
          </SidePanel>
        )}
      />
    ),
  },
];

describe.each(kits)('$kit', ({ title, page }) => {
  it('mounts nothing, not even its portal, until it is first opened', () => {
    renderWithProviders(page);
    expect(portals()).toBe(0);
  });

  it('opens named by its title, its close button in the user language; closed, it stays built', async () => {
    renderWithProviders(page);
    fireEvent.click(screen.getByTestId('toggle'));
    const dialog = await screen.findByRole('dialog', { name: title });
    expect(dialog.textContent).toContain('body');

    fireEvent.click(screen.getByRole('button', { name: 'إغلاق' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Still built, so that it animates out, and opens again.
    expect(portals()).toBe(1);
    fireEvent.click(screen.getByTestId('toggle'));
    expect(await screen.findByRole('dialog', { name: title })).toBeTruthy();
  });
});

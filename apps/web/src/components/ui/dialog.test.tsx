import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { Dialog, SidePanel } from './dialog';

const portals = () => document.querySelectorAll('[data-portal]').length;

type Overlay = typeof Dialog | typeof SidePanel;

/** A closed overlay of the kit and the button that toggles it, as a page holds one. */
function Page({ Overlay, title }: { Overlay: Overlay; title: string }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <button type="button" data-testid="toggle" onClick={() => setOpened((o) => !o)} />
      <Overlay opened={opened} onClose={() => setOpened(false)} title={title}>
        body
      </Overlay>
    </>
  );
}

// Mantine keeps its shared portal node in the document (test files share it here): start without one.
beforeEach(() => document.querySelectorAll('[data-portal]').forEach((node) => node.remove()));

const kits: { kit: string; Overlay: Overlay; title: string }[] = [
  { kit: 'Dialog', Overlay: Dialog, title: 'Confirm' },
  { kit: 'SidePanel', Overlay: SidePanel, title: 'Add an employee' },
];

describe.each(kits)('$kit', ({ Overlay, title }) => {
  const page = <Page Overlay={Overlay} title={title} />;

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

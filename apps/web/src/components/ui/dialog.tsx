import { Drawer, Modal, type DrawerProps, type ModalProps } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';

/**
 * Built when first opened, then kept: a closed Mantine modal or drawer still mounts its portal, whose
 * layout effect is a synchronous re-render inside the page's commit (the shell's closed dialogs on every
 * page, decision 006). `shown` turns true a frame after the build, so that it animates in as one built
 * beforehand would, and the overlay stays built so that it animates out.
 */
function useBuiltOnOpen(opened: boolean): { built: boolean; shown: boolean } {
  const [built, setBuilt] = useState(false);
  const [ready, setReady] = useState(false);
  if (opened && !built) setBuilt(true);
  useEffect(() => {
    if (!built) return;
    const frame = requestAnimationFrame(() => setReady(true));
    return () => cancelAnimationFrame(frame);
  }, [built]);
  return { built, shown: opened && ready };
}

/** The app's modal dialog: centered, its close button named in the user's language. */
export function Dialog({ opened, ...props }: ModalProps) {
  const { t } = useTranslation('common');
  const { built, shown } = useBuiltOnOpen(opened);
  if (!built) return null;
  return <Modal centered closeButtonProps={{ 'aria-label': t('close') }} {...props} opened={shown} />;
}

/**
 * The app's side panel (a form beside the page): at the reading direction's end, its close button named in
 * the user's language, built when first opened like `Dialog`. Mantine mirrors `right` in a right-to-left
 * page, so it opens on the left in Arabic and on the right in English.
 */
export function SidePanel({ opened, ...props }: DrawerProps) {
  const { t } = useTranslation('common');
  const { built, shown } = useBuiltOnOpen(opened);
  if (!built) return null;
  return (
    <Drawer position="right" closeButtonProps={{ 'aria-label': t('close') }} {...props} opened={shown} />
  );
}

import { Modal, type ModalProps } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The app's modal dialog: centered, its close button named in the user's language.
 *
 * Built when first opened, then kept: a closed Mantine modal still mounts its portal, whose layout effect
 * is a synchronous re-render inside the page's commit (the shell's closed dialogs on every page, decision
 * 006). It opens a frame after it is built, so that it animates in as one built beforehand would, and
 * stays built so that it animates out.
 */
export function Dialog({ opened, ...props }: ModalProps) {
  const { t } = useTranslation('common');
  const [built, setBuilt] = useState(false);
  const [ready, setReady] = useState(false);
  if (opened && !built) setBuilt(true);
  useEffect(() => {
    if (!built) return;
    const frame = requestAnimationFrame(() => setReady(true));
    return () => cancelAnimationFrame(frame);
  }, [built]);
  if (!built) return null;
  return (
    <Modal centered closeButtonProps={{ 'aria-label': t('close') }} {...props} opened={opened && ready} />
  );
}

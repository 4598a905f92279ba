import { Modal, type ModalProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The app's modal dialog: centered, its close button named in the user's language. */
export function Dialog(props: ModalProps) {
  const { t } = useTranslation('common');
  return <Modal centered closeButtonProps={{ 'aria-label': t('close') }} {...props} />;
}

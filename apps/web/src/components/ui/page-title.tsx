import { Title, type TitleProps } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from '@/lib/use-translation';

interface PageTitleProps extends Omit<TitleProps, 'order' | 'children'> {
  children: string;
}

/** The page's one h1; also names the browser tab so screen-reader users hear where they landed. */
export function PageTitle({ children, ...props }: PageTitleProps) {
  const { t } = useTranslation('common');
  useEffect(() => {
    document.title = `${children} | ${t('appName')}`;
  }, [children, t]);
  return (
    <Title order={1} fz={{ base: 'h3', sm: 'h2' }} mb="md" {...props}>
      {children}
    </Title>
  );
}

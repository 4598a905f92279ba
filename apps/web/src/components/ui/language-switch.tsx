import { Button, type ButtonProps } from '@mantine/core';
import { otherLanguage, setLanguage, useLanguage } from '@/lib/i18n';

/**
 * Offers the other language, written in that language ("English" while Arabic is active, "العربية"
 * while English is active), so a user who cannot read the current one still finds it.
 */
export function LanguageSwitch(props: Omit<ButtonProps, 'children' | 'onClick'>) {
  const lang = useLanguage();
  const other = otherLanguage(lang);
  return (
    <Button
      variant="subtle"
      size="compact-sm"
      lang={other.code}
      onClick={() => void setLanguage(other.code)}
      {...props}
    >
      {other.label}
    </Button>
  );
}

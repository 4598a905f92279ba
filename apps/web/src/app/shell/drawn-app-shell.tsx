import { Group } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { LanguageSwitch } from '@/components/ui/language-switch';
import { paths } from '@/config/paths';
import type { Session } from '@/lib/session-store';
import { ShellFrame } from './shell-frame';
import { ShopPromotion } from './shop-promotion';
import { TopBarBrand } from './top-bar-brand';

/**
 * The signed-in pages' frame as the build draws it into their HTML (prerender.tsx, decision 084): the top
 * bar's name and language switch, the navigation's frame and the shop promotion, which is the largest
 * thing a phone paints on most pages. Nothing in it belongs to a merchant: `public/drawn-shell.js` shows it
 * only to a browser with a stored session in Arabic (and the promotion only when the app would show it),
 * and the app replaces it whole on its first render (main.tsx). It is a picture: inert, hidden from
 * assistive technology, so nobody reaches a control that does nothing yet.
 */
export function DrawnAppShell() {
  const { t } = useTranslation('common');
  return (
    <div data-drawn="app" inert aria-hidden="true">
      {/* Shown by drawn-shell.js's attributes on <html>, before the first paint (style-src allows this). */}
      <style>{drawnShellStyle}</style>
      <ShellFrame
        header={() => (
          <Group h="100%" px={{ base: 'xs', sm: 'md' }} justify="space-between" wrap="nowrap" gap="xs">
            <TopBarBrand navOpened={false} onToggleNav={noop} home={paths.home.path} name={t('appName')} />
            <LanguageSwitch px={6} />
          </Group>
        )}
        nav={null}
      >
        <div data-drawn-promotion="">
          <ShopPromotion session={placeholder} />
        </div>
      </ShellFrame>
    </div>
  );
}

const drawnShellStyle =
  'html:not([data-drawn-session]) [data-drawn=app],html:not([data-drawn-promotion]) [data-drawn-promotion]{display:none}';

const noop = () => undefined;

/** No merchant's data: only what the frame reads (the promotion shows for a client without a shop). */
const placeholder = { activeTurboShop: 0 } as Session;

import { useSyncExternalStore } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { routeLoading } from './route-loading';
import classes from './navigation-progress.module.css';

/**
 * A thin bar at the top while the next route (its lazy chunk) loads; it disappears when the
 * navigation ends, which is spec §2's "the loading screen is hidden after each navigation".
 */
export function NavigationProgress() {
  const loading = useSyncExternalStore(
    routeLoading.subscribe,
    routeLoading.isLoading,
    // The page rendered at build time (prerender.tsx) has no bar: hydrated as such, then the store's value.
    () => false,
  );
  const { t } = useTranslation('common');
  if (!loading) return null;
  return <div className={classes.bar} role="progressbar" aria-label={t('loadingPage')} aria-busy="true" />;
}

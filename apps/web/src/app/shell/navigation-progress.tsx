import { useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import classes from './navigation-progress.module.css';

/**
 * A thin bar at the top while the next route (its lazy chunk) loads; it disappears when the
 * navigation ends, which is spec §2's "the loading screen is hidden after each navigation".
 */
export function NavigationProgress() {
  const navigation = useNavigation();
  const { t } = useTranslation('common');
  if (navigation.state === 'idle') return null;
  return <div className={classes.bar} role="progressbar" aria-label={t('loadingPage')} aria-busy="true" />;
}

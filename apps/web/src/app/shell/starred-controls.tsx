import { ActionIcon, Menu, Text, Tooltip } from '@mantine/core';
import { IconBookmarks, IconStar, IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from '@/lib/use-translation';
import { Link, useLocation } from 'react-router';
import { toast } from '@/components/ui/toast';
import { useCachedAppConfig } from '@/features/app-config/api/app-config-keys';
import { findPathEntry } from './guards';
import { starredPages, useStarredPages } from './starred-pages';

/** Stars or unstars the current page (spec §2: up to starred_pages_limit pages, 10 by default). */
export function StarToggle({ userId }: { userId: number }) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const config = useCachedAppConfig();
  const list = useStarredPages(userId);
  const entry = findPathEntry(pathname);
  if (!entry?.titleKey || entry.access === 'open' || !entry.screen) return null;

  const starred = list.some((p) => p.path === entry.path);
  const label = starred ? t('starred.remove') : t('starred.add');
  const onClick = () => {
    const result = starredPages.toggle(
      userId,
      { path: entry.path, titleKey: entry.titleKey! },
      config.starred_pages_limit,
    );
    if (result === 'limit') toast.failure(t('starred.limit', { count: config.starred_pages_limit }));
  };

  return (
    <Tooltip label={label}>
      <ActionIcon
        variant="subtle"
        color="yellow.9"
        size="lg"
        aria-label={label}
        aria-pressed={starred}
        onClick={onClick}
      >
        {starred ? (
          <IconStarFilled size={20} aria-hidden="true" />
        ) : (
          <IconStar size={20} aria-hidden="true" />
        )}
      </ActionIcon>
    </Tooltip>
  );
}

export function StarredMenu({ userId }: { userId: number }) {
  const { t } = useTranslation('shell');
  const list = useStarredPages(userId);
  return (
    <Menu position="bottom-end" width={240} withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray.8" size="lg" aria-label={t('starred.menu')}>
          <IconBookmarks size={20} aria-hidden="true" />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('starred.menu')}</Menu.Label>
        {list.length === 0 ? (
          <Text size="sm" px="sm" py="xs">
            {t('starred.empty')}
          </Text>
        ) : (
          list.map((page) => (
            <Menu.Item
              key={page.path}
              component={Link}
              to={page.path}
              leftSection={<IconStarFilled size={14} aria-hidden="true" />}
            >
              {t(`pages.${page.titleKey}`)}
            </Menu.Item>
          ))
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

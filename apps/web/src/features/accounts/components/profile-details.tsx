import type { Profile } from '@courier/contracts';
import { Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import classes from './profile-details.module.css';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={classes.row}>
      <dt className={classes.term}>{label}</dt>
      <dd className={classes.value}>{children}</dd>
    </div>
  );
}

/** Read-only account information (spec §3 Profile) as definition lists, grouped by who it describes. */
export function ProfileDetails({ profile }: { profile: Profile }) {
  const { t } = useTranslation('settings');
  const none = t('none');
  const text = (value: string | null | undefined) => (value && value.trim().length > 0 ? value : none);
  const phone = (value: string | null | undefined) => (value ? <span dir="ltr">{value}</span> : none);
  const client = profile.user_client.client;
  const yesNo = (flag: number) => (flag === 1 ? t('yes') : t('no'));

  return (
    <>
      <Paper withBorder p="md" radius="md" mb="md">
        <Title order={2} size="h4" mb="sm">
          {t('mainInfo.userSection')}
        </Title>
        <dl className={classes.list}>
          <Row label={t('mainInfo.name')}>{text(profile.user.name)}</Row>
          <Row label={t('mainInfo.email')}>
            <span dir="ltr">{profile.user.email}</span>
          </Row>
          <Row label={t('mainInfo.phone')}>{phone(profile.user.phone)}</Row>
          <Row label={t('mainInfo.accountType')}>
            {profile.master === 1 ? t('mainInfo.mainAccount') : t('mainInfo.subAccount')}
          </Row>
        </dl>
      </Paper>
      <Paper withBorder p="md" radius="md" mb="md">
        <Title order={2} size="h4" mb="sm">
          {t('mainInfo.clientSection')}
        </Title>
        <dl className={classes.list}>
          <Row label={t('mainInfo.clientName')}>{text(client.name)}</Row>
          <Row label={t('mainInfo.phone1')}>{phone(client.phone1)}</Row>
          <Row label={t('mainInfo.phone2')}>{phone(client.phone2)}</Row>
          <Row label={t('mainInfo.address')}>{text(client.address)}</Row>
          <Row label={t('mainInfo.hasCompany')}>{yesNo(client.has_company)}</Row>
          <Row label={t('mainInfo.haveStock')}>{yesNo(profile.have_stock)}</Row>
        </dl>
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Title order={2} size="h4" mb="sm">
          {t('mainInfo.branchSection')}
        </Title>
        <dl className={classes.list}>
          <Row label={t('mainInfo.branch')}>{text(profile.responsibleBranch?.name)}</Row>
          <Row label={t('mainInfo.government')}>{text(profile.government?.name)}</Row>
        </dl>
      </Paper>
    </>
  );
}

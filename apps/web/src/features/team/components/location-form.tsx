import { saveLocationBodySchema, type ClientLocation } from '@courier/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Loader, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconCurrentLocation } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from '@/lib/use-translation';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { toast } from '@/components/ui/toast';
import { useFormError } from '@/components/ui/use-form-error';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { currentPosition } from '@/lib/geolocation';
import { useSaveLocation } from '../api/save-location';

// Leaflet (~150 kB) only with this form: never in the login or home bundles.
const LocationMap = lazy(() => import('./location-map').then((m) => ({ default: m.LocationMap })));

interface LocationValues {
  id?: number;
  region: string;
  latitude: string;
  longitude: string;
  radius: string;
}

const fields = ['region', 'latitude', 'longitude', 'radius'] as const;
const numberOrNull = (v: string) => (v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : null);

/** A pickup location: the numbers are the truth; the map (when its tiles load) moves them. */
export function LocationForm({
  location,
  onSaved,
}: {
  location: ClientLocation | null;
  onSaved: () => void;
}) {
  const { t } = useTranslation('team');
  const errorText = useFormError();
  const save = useSaveLocation();
  const [locating, setLocating] = useState(false);
  const [noPosition, setNoPosition] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    control,
    formState: { errors },
  } = useForm<LocationValues>({
    resolver: zodResolver(saveLocationBodySchema as never) as unknown as Resolver<LocationValues>,
    defaultValues: {
      ...(location ? { id: location.id } : {}),
      region: location?.region ?? '',
      latitude: location?.latitude?.toString() ?? '',
      longitude: location?.longitude?.toString() ?? '',
      radius: location?.radius.toString() ?? '300',
    },
  });
  const [latitude, longitude, radius] = useWatch({ control, name: ['latitude', 'longitude', 'radius'] });
  const f = {
    region: register('region'),
    latitude: register('latitude'),
    longitude: register('longitude'),
    radius: register('radius'),
  };

  const moveTo = (p: { latitude: number; longitude: number }) => {
    setValue('latitude', String(p.latitude), { shouldValidate: true });
    setValue('longitude', String(p.longitude), { shouldValidate: true });
  };

  const locateMe = async () => {
    setLocating(true);
    setNoPosition(false);
    const position = await currentPosition();
    setLocating(false);
    if (position)
      moveTo({
        latitude: Math.round(position.latitude * 1e6) / 1e6,
        longitude: Math.round(position.longitude * 1e6) / 1e6,
      });
    else setNoPosition(true);
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values as never);
      toast.success(location ? t('locations.edited') : t('locations.added'));
      onSaved();
    } catch (error) {
      applyServerFieldErrors(error, setError, fields);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <ApiErrorAlert error={save.error} />
        <TextInput label={t('locations.region')} required error={errorText(errors.region)} {...f.region} />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <TextInput
            label={t('locations.latitude')}
            required
            dir="ltr"
            inputMode="decimal"
            error={errorText(errors.latitude)}
            {...f.latitude}
          />
          <TextInput
            label={t('locations.longitude')}
            required
            dir="ltr"
            inputMode="decimal"
            error={errorText(errors.longitude)}
            {...f.longitude}
          />
          <TextInput
            label={t('locations.radius')}
            required
            dir="ltr"
            inputMode="decimal"
            error={errorText(errors.radius)}
            {...f.radius}
          />
        </SimpleGrid>
        <Group gap="sm">
          <Button
            variant="light"
            onClick={() => void locateMe()}
            loading={locating}
            leftSection={<IconCurrentLocation size={18} aria-hidden="true" />}
          >
            {t('locations.useMyPosition')}
          </Button>
        </Group>
        {noPosition && (
          <Alert color="yellow" role="status">
            {t('locations.noPosition')}
          </Alert>
        )}
        <Paper withBorder radius="md" p={4}>
          <Suspense fallback={<Loader size="sm" aria-label={t('locations.mapLoading')} />}>
            <LocationMap
              latitude={numberOrNull(latitude)}
              longitude={numberOrNull(longitude)}
              radius={numberOrNull(radius)}
              onMove={moveTo}
              label={t('locations.map')}
              pinLabel={t('locations.pin')}
              attribution={t('locations.attribution')}
            />
          </Suspense>
        </Paper>
        <Text size="sm" c="dimmed">
          {t('locations.mapHint')}
        </Text>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t('locations.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

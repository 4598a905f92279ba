import { saveLocationResponseSchema, type ClientLocation, type SaveLocationForm } from '@courier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { teamKeys } from './team-keys';

/** `PUT /locations`: empty coordinates go as null (spec §7); the server answers which field is missing. */
export async function saveLocation(values: SaveLocationForm): Promise<ClientLocation> {
  const empty = (v: unknown) => (v === '' || v === undefined ? null : v);
  const body = {
    ...values,
    latitude: empty(values.latitude),
    longitude: empty(values.longitude),
    radius: empty(values.radius),
  };
  return (await apiRequest('locations', { method: 'PUT', body, schema: saveLocationResponseSchema })).feed;
}

export function useSaveLocation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveLocation,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: teamKeys.locations });
      void client.invalidateQueries({ queryKey: teamKeys.employees });
    },
  });
}

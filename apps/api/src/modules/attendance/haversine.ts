/** A point on the earth in degrees. */
export interface Position {
  latitude: number;
  longitude: number;
}

const earthRadiusM = 6_371_008.8;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** The great-circle distance between two points in metres (haversine; the mean earth radius). */
export function haversineMetres(a: Position, b: Position): number {
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * earthRadiusM * Math.asin(Math.min(1, Math.sqrt(h)));
}

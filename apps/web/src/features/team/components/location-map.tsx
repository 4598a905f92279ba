import '@/lib/leaflet-styles.css';
import L from 'leaflet';
import './location-map.css';
import { useEffect, useRef } from 'react';

/** Cairo, where a new location's map opens before a position is known. */
const fallbackCentre: L.LatLngTuple = [30.0444, 31.2357];
const tilesUrl = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

export interface LocationMapProps {
  latitude: number | null;
  longitude: number | null;
  radius: number | null;
  /** The pin was dragged or the map clicked. */
  onMove: (position: { latitude: number; longitude: number }) => void;
  label: string;
  pinLabel: string;
  attribution: string;
}

/**
 * OpenStreetMap tiles with a draggable pin and the radius circle (plain Leaflet, loaded only with this
 * component). Without network the tiles stay blank; the form's numbers still work.
 */
export function LocationMap({
  latitude,
  longitude,
  radius,
  onMove,
  label,
  pinLabel,
  attribution,
}: LocationMapProps) {
  const element = useRef<HTMLDivElement>(null);
  const parts = useRef<{ map: L.Map; pin: L.Marker; circle: L.Circle } | null>(null);
  const moved = useRef(onMove);
  useEffect(() => {
    moved.current = onMove;
  }, [onMove]);

  useEffect(() => {
    if (!element.current) return;
    const centre: L.LatLngTuple =
      latitude !== null && longitude !== null ? [latitude, longitude] : fallbackCentre;
    const map = L.map(element.current, { center: centre, zoom: 16, attributionControl: true });
    L.tileLayer(tilesUrl, { maxZoom: 19, attribution }).addTo(map);
    const icon = L.divIcon({
      className: 'location-pin',
      html: '<span></span>',
      iconSize: [24, 24],
      iconAnchor: [12, 24],
    });
    const pin = L.marker(centre, { draggable: true, icon, title: pinLabel, alt: pinLabel }).addTo(map);
    const circle = L.circle(centre, {
      radius: radius ?? 0,
      color: '#1c7ed6',
      weight: 2,
      fillOpacity: 0.12,
    }).addTo(map);
    const report = (at: L.LatLng) => moved.current({ latitude: round(at.lat), longitude: round(at.lng) });
    pin.on('dragend', () => report(pin.getLatLng()));
    map.on('click', (event: L.LeafletMouseEvent) => report(event.latlng));
    parts.current = { map, pin, circle };
    return () => {
      map.remove();
      parts.current = null;
    };
    // Made once; the effect below follows the numbers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const current = parts.current;
    if (!current || latitude === null || longitude === null) return;
    const at = L.latLng(latitude, longitude);
    current.pin.setLatLng(at);
    current.circle.setLatLng(at);
    current.circle.setRadius(radius ?? 0);
    if (!current.map.getBounds().contains(at)) current.map.panTo(at);
  }, [latitude, longitude, radius]);

  return (
    <div ref={element} role="region" aria-label={label} style={{ height: 320, borderRadius: 8, zIndex: 0 }} />
  );
}

const round = (v: number) => Math.round(v * 1e6) / 1e6;

import '@/lib/leaflet-styles.css';
import L from 'leaflet';
import type { CaptainPosition } from '@courier/contracts';
import { useEffect, useRef } from 'react';

/** Cairo, where the map opens before any captain is seen. */
const fallbackCentre: L.LatLngTuple = [30.0444, 31.2357];
const tilesUrl = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

export interface CaptainsMapProps {
  positions: readonly CaptainPosition[];
  label: string;
  attribution: string;
  /** A pin's tooltip: his name and when he was seen. */
  pinLabel: (p: CaptainPosition) => string;
}

/**
 * Captains on OpenStreetMap tiles (plain Leaflet, loaded only with this component, as the locations page
 * does): one dot per captain, moved in place when his position changes; the first positions frame the map.
 */
export function CaptainsMap({ positions, label, attribution, pinLabel }: CaptainsMapProps) {
  const element = useRef<HTMLDivElement>(null);
  const parts = useRef<{ map: L.Map; pins: Map<number, L.CircleMarker>; framed: boolean } | null>(null);

  useEffect(() => {
    if (!element.current) return;
    const map = L.map(element.current, { center: fallbackCentre, zoom: 11 });
    L.tileLayer(tilesUrl, { maxZoom: 19, attribution }).addTo(map);
    parts.current = { map, pins: new Map(), framed: false };
    return () => {
      map.remove();
      parts.current = null;
    };
    // Made once; the effect below follows the positions.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const current = parts.current;
    if (!current) return;
    const seen = new Set<number>();
    for (const p of positions) {
      seen.add(p.captain_id);
      const at = L.latLng(p.lat, p.lng);
      const pin = current.pins.get(p.captain_id);
      if (pin) {
        pin.setLatLng(at);
        pin.setTooltipContent(pinLabel(p));
      } else {
        const made = L.circleMarker(at, {
          radius: 8,
          color: '#fff',
          weight: 2,
          fillColor: '#1c7ed6',
          fillOpacity: 1,
        })
          .bindTooltip(pinLabel(p))
          .addTo(current.map);
        current.pins.set(p.captain_id, made);
      }
    }
    for (const [id, pin] of current.pins)
      if (!seen.has(id)) {
        pin.remove();
        current.pins.delete(id);
      }
    if (!current.framed && positions.length > 0) {
      current.map.fitBounds(L.latLngBounds(positions.map((p) => [p.lat, p.lng] as L.LatLngTuple)), {
        maxZoom: 15,
        padding: [24, 24],
      });
      current.framed = true;
    }
  }, [positions, pinLabel]);

  return (
    <div ref={element} role="region" aria-label={label} style={{ height: 360, borderRadius: 8, zIndex: 0 }} />
  );
}

import { describe, expect, it } from 'vitest';
import { haversineMetres } from './haversine';

describe('haversineMetres', () => {
  it('is zero for the same point and symmetric', () => {
    const cairo = { latitude: 30.0444, longitude: 31.2357 };
    const giza = { latitude: 30.0131, longitude: 31.2089 };
    expect(haversineMetres(cairo, cairo)).toBe(0);
    expect(haversineMetres(cairo, giza)).toBeCloseTo(haversineMetres(giza, cairo), 6);
  });

  it('matches known distances', () => {
    // One degree of latitude is ~111.2 km; Cairo to Alexandria is ~179 km.
    expect(haversineMetres({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 })).toBeCloseTo(
      111_195,
      -1,
    );
    const km =
      haversineMetres({ latitude: 30.0444, longitude: 31.2357 }, { latitude: 31.2001, longitude: 29.9187 }) /
      1000;
    expect(km).toBeGreaterThan(175);
    expect(km).toBeLessThan(185);
  });

  it('tells 250 m from 350 m around a point (the 300 m radius of the journey)', () => {
    const at = { latitude: 30.0444, longitude: 31.2357 };
    const metresNorth = (m: number) => ({ latitude: at.latitude + m / 111_195, longitude: at.longitude });
    expect(haversineMetres(at, metresNorth(250))).toBeLessThan(300);
    expect(haversineMetres(at, metresNorth(350))).toBeGreaterThan(300);
  });
});

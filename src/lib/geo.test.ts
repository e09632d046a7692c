import { describe, expect, it } from 'vitest';
import { distanceMetres, distanceText, walkingMinutes, walkText } from './geo';

describe('distanceMetres', () => {
  it('is zero for the same place and symmetric', () => {
    const pump = { lat: 51.6112, lng: -2.5262 };
    const wall = { lat: 51.6106, lng: -2.5266 };
    expect(distanceMetres(pump, pump)).toBe(0);
    expect(distanceMetres(pump, wall)).toBeCloseTo(distanceMetres(wall, pump), 9);
  });

  it('measures known distances', () => {
    // One thousandth of a degree of latitude is about 111.2 m anywhere.
    expect(distanceMetres({ lat: 51.61, lng: -2.53 }, { lat: 51.611, lng: -2.53 })).toBeCloseTo(111.2, 0);
    // London (Charing Cross) to Bristol (Temple Meads): about 172 km as the crow flies.
    const km = distanceMetres({ lat: 51.5073, lng: -0.1276 }, { lat: 51.4491, lng: -2.5813 }) / 1000;
    expect(km).toBeGreaterThan(169);
    expect(km).toBeLessThan(172);
  });
});

describe('walking time', () => {
  it('walks 75 m a minute (4.5 km/h), rounded up, at least a minute', () => {
    expect(walkingMinutes(0)).toBe(1);
    expect(walkingMinutes(75)).toBe(1);
    expect(walkingMinutes(76)).toBe(2);
    expect(walkingMinutes(350)).toBe(5);
    expect(walkingMinutes(4500)).toBe(60);
  });

  it('says it in plain words', () => {
    expect(distanceText(4)).toBe('10 m');
    expect(distanceText(347)).toBe('350 m');
    expect(distanceText(994)).toBe('990 m');
    expect(distanceText(1234)).toBe('1.2 km');
    expect(walkText(347)).toBe('About 350 m, 5 minutes’ walk');
    expect(walkText(60)).toBe('About 60 m, 1 minute’s walk');
  });
});

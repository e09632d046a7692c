import { useEffect, useState } from 'react';
import type { DevicePosition } from '@/components/map/map-types';

/**
 * The phone's position while the page is open, only after the person asks ("Near me"): the
 * Geolocation API's watchPosition, stopped when they turn it off or leave the page. The position is
 * used here and never sent anywhere.
 */
export type NearMeState =
  | { status: 'off' }
  | { status: 'looking' }
  | { status: 'on'; position: DevicePosition }
  | { status: 'denied' | 'unavailable' | 'timeout' | 'unsupported' };

/** How long to wait for a first fix before saying so (the watch keeps trying). */
const FIX_TIMEOUT_MS = 20_000;

export function useNearMe(on: boolean): NearMeState {
  const [state, setState] = useState<NearMeState>({ status: 'looking' });
  const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
  useEffect(() => {
    if (!on || !geolocation) return undefined;
    const id = geolocation.watchPosition(
      (fix) =>
        setState({
          status: 'on',
          position: { lat: fix.coords.latitude, lng: fix.coords.longitude, accuracy: fix.coords.accuracy },
        }),
      (error) => {
        const status =
          error.code === error.PERMISSION_DENIED ? 'denied' : error.code === error.TIMEOUT ? 'timeout' : 'unavailable';
        // A later failure keeps the last position shown rather than hide it (a tunnel, a moment's loss).
        setState((previous) => (previous.status === 'on' && status !== 'denied' ? previous : { status }));
      },
      { enableHighAccuracy: true, maximumAge: 10_000, timeout: FIX_TIMEOUT_MS },
    );
    return () => {
      geolocation.clearWatch(id);
      // Turned on again, it starts afresh.
      setState({ status: 'looking' });
    };
  }, [on, geolocation]);
  if (!on) return { status: 'off' };
  return geolocation ? state : { status: 'unsupported' };
}

/** What to tell the person when there is no position, in plain words; null when there is nothing to say. */
export function nearMeProblem(state: NearMeState): { title: string; text: string } | null {
  switch (state.status) {
    case 'denied':
      return {
        title: 'Location is turned off for this site',
        text: 'To see where you are, allow location for this site: tap the padlock or the site settings beside the address, choose Location (or Permissions), then Allow, and try again. The trail works without it.',
      };
    case 'unavailable':
      return {
        title: 'Your position is not available',
        text: 'Your phone could not work out where you are. Check that location (GPS) is on in the phone’s settings, or try again outside.',
      };
    case 'timeout':
      return {
        title: 'Still looking for your position',
        text: 'This is taking a while, which often happens indoors. It keeps trying; moving outside may help.',
      };
    case 'unsupported':
      return { title: 'Location is not available', text: 'This browser cannot tell the site where you are.' };
    default:
      return null;
  }
}

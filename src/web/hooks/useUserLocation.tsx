import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { GEOLOCATION_OPTIONS } from '../../domain/constants';
import type { LatLng } from '../../domain/geo';
import { toast } from '../components/ui/toast';

interface LocationState {
  location: LatLng | null;
  status: 'idle' | 'locating' | 'ready' | 'error';
  error: string | null;
  /** Asks the browser for the visitor's position; never called on page load. */
  requestLocation: () => void;
}

const LocationContext = createContext<LocationState | null>(null);

/** docs/product.md#messages: the texts for the browser's geolocation errors. */
export function geolocationErrorText(code: number | null): string {
  switch (code) {
    case 1:
      return 'Location access denied by user';
    case 2:
      return 'Location information unavailable';
    case 3:
      return 'Location request timed out';
    default:
      return 'Failed to get location';
  }
}

export function LocationProvider({ children }: { children: ReactNode }) {
  const [location, setLocation] = useState<LatLng | null>(null);
  const [status, setStatus] = useState<LocationState['status']>('idle');
  const [error, setError] = useState<string | null>(null);

  const fail = useCallback((message: string) => {
    setError(message);
    setStatus('error');
    toast({ title: 'Location unavailable', description: message, variant: 'destructive' });
  }, []);

  const requestLocation = useCallback(() => {
    if (!('geolocation' in navigator)) return fail('Geolocation is not supported by this browser');
    setStatus('locating');
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        setLocation({ latitude: pos.coords.latitude, longitude: pos.coords.longitude });
        setError(null);
        setStatus('ready');
      },
      (err) => fail(geolocationErrorText(err?.code ?? null)),
      GEOLOCATION_OPTIONS,
    );
  }, [fail]);

  const value = useMemo(
    () => ({ location, status, error, requestLocation }),
    [location, status, error, requestLocation],
  );
  return <LocationContext.Provider value={value}>{children}</LocationContext.Provider>;
}

export function useUserLocation(): LocationState {
  const ctx = useContext(LocationContext);
  if (!ctx) throw new Error('useUserLocation must be used inside LocationProvider');
  return ctx;
}

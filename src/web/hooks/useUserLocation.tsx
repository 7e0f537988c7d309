import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { GEOLOCATION_OPTIONS } from '../../domain/constants';
import type { LatLng } from '../../domain/geo';
import type { Locale } from '../../domain/locale';
import { toast } from '../components/ui/toast';
import { translate } from '../i18n';

interface LocationState {
  location: LatLng | null;
  status: 'idle' | 'locating' | 'ready' | 'error';
  error: string | null;
  /**
   * Asks the browser for the visitor's position; never called on page load. `locale` is the page's
   * language, the one of the error it may raise (this provider sits above the pages' languages).
   */
  requestLocation: (locale: Locale) => void;
}

const LocationContext = createContext<LocationState | null>(null);

const ERROR_KEYS = {
  1: 'common.geo.denied',
  2: 'common.geo.positionUnavailable',
  3: 'common.geo.timeout',
} as const;

/**
 * docs/product.md#messages: the texts for the browser's geolocation errors, in `locale` (English for the
 * owners' portal, whose pages load the English catalogue like every English page).
 */
export function geolocationErrorText(code: number | null, locale: Locale = 'en'): string {
  const key = code === 1 || code === 2 || code === 3 ? ERROR_KEYS[code] : 'common.geo.failed';
  return translate(locale, key);
}

export function LocationProvider({ children }: { children: ReactNode }) {
  const [location, setLocation] = useState<LatLng | null>(null);
  const [status, setStatus] = useState<LocationState['status']>('idle');
  const [error, setError] = useState<string | null>(null);

  const fail = useCallback((locale: Locale, message: string) => {
    setError(message);
    setStatus('error');
    toast({
      title: translate(locale, 'common.geo.unavailable'),
      description: message,
      variant: 'destructive',
    });
  }, []);

  const requestLocation = useCallback(
    (locale: Locale) => {
      if (!('geolocation' in navigator)) return fail(locale, translate(locale, 'common.geo.unsupported'));
      setStatus('locating');
      navigator.geolocation.getCurrentPosition(
        (pos) => {
          setLocation({ latitude: pos.coords.latitude, longitude: pos.coords.longitude });
          setError(null);
          setStatus('ready');
        },
        (err) => fail(locale, geolocationErrorText(err?.code ?? null, locale)),
        GEOLOCATION_OPTIONS,
      );
    },
    [fail],
  );

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

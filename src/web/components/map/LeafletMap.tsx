import type { EstablishmentMapProps } from './types';

export default function LeafletMap({ ariaLabel, height = 400 }: EstablishmentMapProps) {
  return <section aria-label={ariaLabel} style={{ height }} className="w-full rounded-lg bg-lagoon-50" />;
}

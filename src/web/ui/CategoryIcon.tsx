import {
  BedDouble,
  Fuel,
  Gift,
  type LucideIcon,
  MapPin,
  Pill,
  Sailboat,
  ShoppingCart,
  Ticket,
  UtensilsCrossed,
} from 'lucide-react';
import { useState } from 'react';

/** The categories' icon keys (docs/product.md#landing-page) to line icons; anything else gets the default pin. */
const ICONS: Record<string, LucideIcon> = {
  restaurant: UtensilsCrossed,
  hotel: BedDouble,
  local_activity: Ticket,
  sailing: Sailboat,
  local_pharmacy: Pill,
  local_grocery_store: ShoppingCart,
  local_gas_station: Fuel,
  card_giftcard: Gift,
};

export function lineIconFor(icon: string | null | undefined): LucideIcon {
  return (icon && ICONS[icon]) || MapPin;
}

export const isIconImage = (icon: string | null | undefined): icon is string =>
  typeof icon === 'string' && icon.startsWith('/assets/');

/**
 * A category's icon: the image when the icon is an /assets/ path (hidden and logged if it fails to load),
 * otherwise the line icon for the icon key.
 */
export function CategoryIcon({
  icon,
  className = 'h-5 w-5',
  strokeWidth = 1.75,
}: {
  icon: string | null | undefined;
  className?: string;
  strokeWidth?: number;
}) {
  const [failed, setFailed] = useState(false);
  if (isIconImage(icon)) {
    if (failed) return null;
    return (
      <img
        src={icon}
        alt=""
        className={`${className} object-contain`}
        loading="lazy"
        onError={() => {
          console.warn(`Category icon failed to load: ${icon}`);
          setFailed(true);
        }}
      />
    );
  }
  const Icon = lineIconFor(icon);
  return <Icon className={className} strokeWidth={strokeWidth} aria-hidden />;
}

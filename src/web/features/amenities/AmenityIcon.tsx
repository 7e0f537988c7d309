import {
  Accessibility,
  AirVent,
  Anchor,
  Baby,
  Banknote,
  CalendarCheck,
  Car,
  CreditCard,
  Dog,
  DollarSign,
  Fish,
  Leaf,
  type LucideIcon,
  Martini,
  Music,
  ShoppingBag,
  Sun,
  Toilet,
  TreePalm,
  Truck,
  Vegan,
  WavesLadder,
  Wifi,
} from 'lucide-react';
import type { AmenityKey } from '../../../domain/amenities';
import { AMENITY_ICONS, type AmenityIcon as IconKey } from '../../../domain/amenity-display';

const ICONS: Record<IconKey, LucideIcon> = {
  accessible: Accessibility,
  card: CreditCard,
  cash: Banknote,
  child: Baby,
  leaf: Leaf,
  beach: TreePalm,
  anchor: Anchor,
  pool: WavesLadder,
  dive: Fish,
  restroom: Toilet,
  dollar: DollarSign,
  wifi: Wifi,
  air: AirVent,
  dog: Dog,
  vegan: Vegan,
  sun: Sun,
  calendar: CalendarCheck,
  bag: ShoppingBag,
  truck: Truck,
  music: Music,
  drink: Martini,
  cart: Car,
};
/** An attribute's line icon: decoration beside its words, hidden from screen readers. */
export function AmenityIcon({ amenity, className = 'h-4 w-4' }: { amenity: AmenityKey; className?: string }) {
  const Icon = ICONS[AMENITY_ICONS[amenity]];
  return <Icon className={className} aria-hidden />;
}

import { type ButtonHTMLAttributes, forwardRef } from 'react';

type Variant = 'primary' | 'secondary' | 'ghost' | 'outline' | 'onDark' | 'danger' | 'whatsapp';
type Size = 'sm' | 'md' | 'lg';

const VARIANTS: Record<Variant, string> = {
  primary: 'bg-lagoon-700 text-white hover:bg-lagoon-800 disabled:bg-slate-400',
  secondary: 'bg-sand-200 text-lagoon-900 hover:bg-sand-100 disabled:opacity-60',
  ghost: 'bg-transparent text-lagoon-700 hover:bg-lagoon-50 disabled:opacity-60',
  outline: 'border border-lagoon-700 text-lagoon-700 bg-white hover:bg-lagoon-50 disabled:opacity-60',
  /** Outline on a dark background (white text and border). */
  onDark: 'border border-white bg-transparent text-white hover:bg-white/10 disabled:opacity-60',
  danger: 'bg-red-700 text-white hover:bg-red-800 disabled:opacity-60',
  whatsapp: 'bg-[#0b7a3e] text-white hover:bg-[#0e6f3a] disabled:opacity-60',
};
const SIZES: Record<Size, string> = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-10 px-4 text-sm',
  lg: 'h-12 px-6 text-base',
};

/**
 * Shared classes so links can look like buttons. `extra` is for layout (margins, width), not colours:
 * two classes of the same property are applied in the stylesheet's order, not the string's. A label
 * wraps between words, never inside one (the page's `overflow-wrap: anywhere` is for owners' text).
 */
export function buttonClass(variant: Variant = 'primary', size: Size = 'md', extra = '') {
  return `inline-flex items-center justify-center gap-2 rounded-md font-medium [overflow-wrap:normal] transition-colors disabled:cursor-not-allowed ${VARIANTS[variant]} ${SIZES[size]} ${extra}`;
}

export const Button = forwardRef<
  HTMLButtonElement,
  ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant; size?: Size }
>(function Button({ variant = 'primary', size = 'md', className = '', type = 'button', ...props }, ref) {
  return <button ref={ref} type={type} className={buttonClass(variant, size, className)} {...props} />;
});

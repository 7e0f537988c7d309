import { WHATSAPP_GREETING } from './constants';

/** docs/product.md#forms-and-their-rules: WhatsApp numbers keep only digits and '+'. */
export function whatsappDigits(value: string): string {
  return value.replace(/[^\d+]/g, '');
}

export function whatsappLink(value: string, message: string = WHATSAPP_GREETING): string {
  const digits = whatsappDigits(value).replace(/\+/g, '');
  return `https://wa.me/${digits}?text=${encodeURIComponent(message)}`;
}

/** docs/product.md#forms-and-their-rules: phone display rules; anything else is shown as entered. */
export function formatPhone(value: string): string {
  const digits = value.replace(/\D/g, '');
  if (digits.length === 10) return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
  if (digits.length === 11 && digits.startsWith('1'))
    return `+1 (${digits.slice(1, 4)}) ${digits.slice(4, 7)}-${digits.slice(7)}`;
  if (digits.length >= 10) return `+${digits.slice(0, 3)} ${digits.slice(3, 6)}-${digits.slice(6)}`;
  return value;
}

export function telHref(value: string): string {
  return `tel:${value.replace(/[^\d+]/g, '')}`;
}

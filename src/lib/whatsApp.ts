import { clinic } from '../config/clinic';

/** A wa.me link to the clinic's WhatsApp with `text` ready to send: no API, no script. */
export const whatsAppLink = (text: string) => `https://wa.me/${clinic.whatsApp}?text=${encodeURIComponent(text)}`;

/**
 * A wa.me link to a patient's number (the front desk's messages), or null when the number cannot
 * be one: wa.me takes the digits with the country code, so a 10-digit Indian mobile gets 91.
 */
export function whatsAppLinkTo(phone: string, text: string): string | null {
  const digits = phone.replace(/[^0-9]/g, '').replace(/^0+/, '');
  const international = digits.length === 10 ? `91${digits}` : digits;
  if (international.length < 8 || international.length > 15) return null;
  return `https://wa.me/${international}?text=${encodeURIComponent(text)}`;
}

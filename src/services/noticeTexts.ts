import { clinic, formatAddressLines } from '../config/clinic';
import { localeInfo, type Locale } from '../config/locales';
import type { Booking, NoticeKind } from '../types';

/*
 * The words of the messages to a patient about their booking (issue 45), in the language they
 * booked in. The job (scripts/notify.mjs) sends them by e-mail as they are, and by WhatsApp as the
 * approved utility templates (whatsAppTemplate: the same words with {{1}}… where the values go;
 * docs/operating.md holds them for approval). Plain, short, polite; only the patient's own
 * booking: the doctor, the day and time in the clinic's time, the address, the link and, for the
 * clinic's cancellation, the reason the front desk typed.
 *
 * These are not a site catalog (defineMessages): no page shows them, and a script needs all three
 * languages at once, so they sit here together.
 */

/** What goes into a message, already written out. */
export interface NoticeValues {
  doctor: string;
  day: string;
  time: string;
  address: string;
  link: string;
  reason: string;
}

export interface NoticeText {
  subject: string;
  text: string;
}

type Words = Record<NoticeKind, (v: NoticeValues) => NoticeText>;

const lines = (...parts: (string | false)[]) => parts.filter((part) => part !== false).join('\n');

const en: Words = {
  confirmation: (v) => ({
    subject: `Your visit on ${v.day} is booked`,
    text: lines(
      'Hello, your visit is booked.',
      `Doctor: ${v.doctor}`,
      `Day: ${v.day}`,
      `Time: ${v.time}`,
      `Address: ${v.address}`,
      `To see, move or cancel it: ${v.link}`,
      `${clinic.name}`,
    ),
  }),
  reminder: (v) => ({
    subject: `Reminder: your visit on ${v.day} at ${v.time}`,
    text: lines(
      'Hello, a reminder of your visit.',
      `Doctor: ${v.doctor}`,
      `Day: ${v.day}`,
      `Time: ${v.time}`,
      `Address: ${v.address}`,
      `If you cannot come, please cancel or move it here, so that someone else can have the time: ${v.link}`,
      `${clinic.name}`,
    ),
  }),
  cancellation: (v) => ({
    subject: `Your visit on ${v.day} is cancelled`,
    text: lines(
      'Hello, we are sorry: the clinic has had to cancel your visit.',
      `Doctor: ${v.doctor}`,
      `Day: ${v.day}`,
      `Time: ${v.time}`,
      `Address: ${v.address}`,
      v.reason !== '' && `Reason: ${v.reason}`,
      `See it in your appointments, and book another time: ${v.link}`,
      `${clinic.name}`,
    ),
  }),
};

const kn: Words = {
  confirmation: (v) => ({
    subject: `${v.day} ರಂದು ನಿಮ್ಮ ಭೇಟಿ ಕಾಯ್ದಿರಿಸಲಾಗಿದೆ`,
    text: lines(
      'ನಮಸ್ಕಾರ, ನಿಮ್ಮ ಭೇಟಿ ಕಾಯ್ದಿರಿಸಲಾಗಿದೆ.',
      `ವೈದ್ಯರು: ${v.doctor}`,
      `ದಿನ: ${v.day}`,
      `ಸಮಯ: ${v.time}`,
      `ವಿಳಾಸ: ${v.address}`,
      `ಇದನ್ನು ನೋಡಲು, ಬದಲಾಯಿಸಲು ಅಥವಾ ರದ್ದುಗೊಳಿಸಲು: ${v.link}`,
      `${clinic.name}`,
    ),
  }),
  reminder: (v) => ({
    subject: `ಜ್ಞಾಪನೆ: ನಿಮ್ಮ ಭೇಟಿ ${v.day}, ${v.time}`,
    text: lines(
      'ನಮಸ್ಕಾರ, ನಿಮ್ಮ ಭೇಟಿಯ ಜ್ಞಾಪನೆ.',
      `ವೈದ್ಯರು: ${v.doctor}`,
      `ದಿನ: ${v.day}`,
      `ಸಮಯ: ${v.time}`,
      `ವಿಳಾಸ: ${v.address}`,
      `ನಿಮಗೆ ಬರಲು ಆಗದಿದ್ದರೆ, ದಯವಿಟ್ಟು ಇಲ್ಲಿ ರದ್ದುಗೊಳಿಸಿ ಅಥವಾ ಬದಲಾಯಿಸಿ, ಆ ಸಮಯ ಬೇರೆಯವರಿಗೆ ಸಿಗುತ್ತದೆ: ${v.link}`,
      `${clinic.name}`,
    ),
  }),
  cancellation: (v) => ({
    subject: `${v.day} ರಂದು ನಿಮ್ಮ ಭೇಟಿ ರದ್ದಾಗಿದೆ`,
    text: lines(
      'ನಮಸ್ಕಾರ, ಕ್ಷಮಿಸಿ: ಕ್ಲಿನಿಕ್ ನಿಮ್ಮ ಭೇಟಿಯನ್ನು ರದ್ದುಗೊಳಿಸಬೇಕಾಯಿತು.',
      `ವೈದ್ಯರು: ${v.doctor}`,
      `ದಿನ: ${v.day}`,
      `ಸಮಯ: ${v.time}`,
      `ವಿಳಾಸ: ${v.address}`,
      v.reason !== '' && `ಕಾರಣ: ${v.reason}`,
      `ಇದನ್ನು ನಿಮ್ಮ ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್‌ಗಳಲ್ಲಿ ನೋಡಿ, ಬೇರೆ ಸಮಯ ಕಾಯ್ದಿರಿಸಿ: ${v.link}`,
      `${clinic.name}`,
    ),
  }),
};

const hi: Words = {
  confirmation: (v) => ({
    subject: `${v.day} का आपका अपॉइंटमेंट बुक हो गया है`,
    text: lines(
      'नमस्ते, आपका अपॉइंटमेंट बुक हो गया है।',
      `डॉक्टर: ${v.doctor}`,
      `दिन: ${v.day}`,
      `समय: ${v.time}`,
      `पता: ${v.address}`,
      `इसे देखने, बदलने या रद्द करने के लिए: ${v.link}`,
      `${clinic.name}`,
    ),
  }),
  reminder: (v) => ({
    subject: `याद दिला रहे हैं: आपका अपॉइंटमेंट ${v.day}, ${v.time}`,
    text: lines(
      'नमस्ते, हम आपके अपॉइंटमेंट की याद दिला रहे हैं।',
      `डॉक्टर: ${v.doctor}`,
      `दिन: ${v.day}`,
      `समय: ${v.time}`,
      `पता: ${v.address}`,
      `अगर आप नहीं आ सकते, तो कृपया यहाँ रद्द करें या समय बदलें, ताकि यह समय किसी और को मिल सके: ${v.link}`,
      `${clinic.name}`,
    ),
  }),
  cancellation: (v) => ({
    subject: `${v.day} का आपका अपॉइंटमेंट रद्द हो गया है`,
    text: lines(
      'नमस्ते, हमें खेद है: क्लिनिक को आपका अपॉइंटमेंट रद्द करना पड़ा।',
      `डॉक्टर: ${v.doctor}`,
      `दिन: ${v.day}`,
      `समय: ${v.time}`,
      `पता: ${v.address}`,
      v.reason !== '' && `कारण: ${v.reason}`,
      `इसे अपने अपॉइंटमेंट में देखें और दूसरा समय बुक करें: ${v.link}`,
      `${clinic.name}`,
    ),
  }),
};

const words: Record<Locale, Words> = { en, kn, hi };

/** The clinic's address on one line, as every message gives it. */
export const clinicAddressLine = (): string => formatAddressLines().join(', ');

/** The link to the booking in My appointments, in its language (the page asks to sign in if needed). */
export function bookingNoticeLink(siteOrigin: string, lang: Locale, bookingId: string): string {
  return `${siteOrigin.replace(/\/+$/, '')}${lang === 'en' ? '' : `/${lang}`}/my-requests#booking-${bookingId}`;
}

/**
 * A value as a WhatsApp template parameter takes it: one line, no tabs, no runs of spaces (the
 * Cloud API refuses them). E-mails get the same, so both channels say the same thing.
 */
const oneLine = (value: string): string => value.replace(/\s+/g, ' ').trim();

/** The booking's day and time in the clinic's time zone, written the way its language writes them. */
export function noticeWhen(startsAt: Date, lang: Locale): { day: string; time: string } {
  const locale = localeInfo[lang].intl;
  const zone = { timeZone: clinic.timeZone };
  return {
    day: new Intl.DateTimeFormat(locale, { ...zone, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(startsAt),
    time: new Intl.DateTimeFormat(locale, { ...zone, hour: 'numeric', minute: '2-digit' }).format(startsAt),
  };
}

type NoticeBookingText = Pick<Booking, 'doctorName' | 'startsAt' | 'cancelReason'> & { lang?: Locale };

/** The values of one booking's message: what both the e-mail and the WhatsApp template carry. */
export function noticeValues(
  booking: NoticeBookingText,
  { link, address = clinicAddressLine() }: { link: string; address?: string },
): NoticeValues {
  return {
    doctor: oneLine(booking.doctorName),
    ...noticeWhen(booking.startsAt, booking.lang ?? 'en'),
    address: oneLine(address),
    link,
    reason: oneLine(booking.cancelReason),
  };
}

/** One message about a booking, in the language it was booked in (English for bookings from before issue 45). */
export function noticeText(kind: NoticeKind, booking: NoticeBookingText, options: { link: string; address?: string }): NoticeText {
  return words[booking.lang ?? 'en'][kind](noticeValues(booking, options));
}

/** The order of the WhatsApp templates' body parameters, {{1}} first. */
const TEMPLATE_PARAMS: Record<NoticeKind, (keyof NoticeValues)[]> = {
  confirmation: ['doctor', 'day', 'time', 'address', 'link'],
  reminder: ['doctor', 'day', 'time', 'address', 'link'],
  // The reason always has its line here: a template's lines are fixed.
  cancellation: ['doctor', 'day', 'time', 'address', 'reason', 'link'],
};

/** The WhatsApp Cloud API template names, approved once per language (docs/operating.md). */
export const WHATSAPP_TEMPLATES: Record<NoticeKind, string> = {
  confirmation: 'booking_confirmation',
  reminder: 'booking_reminder',
  cancellation: 'booking_cancellation',
};

/**
 * A WhatsApp utility template: its name, its language code, its body as submitted for approval
 * ({{1}}… in place of the values), and the body parameters of one booking's message in order.
 */
export function whatsAppTemplate(
  kind: NoticeKind,
  lang: Locale,
  values?: NoticeValues,
): { name: string; language: Locale; body: string; params: string[] } {
  const order = TEMPLATE_PARAMS[kind];
  const placeholders = Object.fromEntries(order.map((key, i) => [key, `{{${i + 1}}}`])) as unknown as NoticeValues;
  return {
    name: WHATSAPP_TEMPLATES[kind],
    language: lang,
    body: words[lang][kind]({ ...placeholders, reason: placeholders.reason ?? '' }).text,
    params: values ? order.map((key) => values[key] || '-') : [],
  };
}

import { clinic, formatAddressLines } from '../config/clinic';
import { localeInfo, pathInLocale, type Locale } from '../config/locales';
import { paths, videoVisitPath } from '../config/routes';
import { JOIN_OPENS_BEFORE_MINUTES } from '../lib/joinWindow';
import type { Booking, NoticeKind, VisitKind } from '../types';

/*
 * The words of the messages to a patient about their booking (issue 45), in the language they
 * booked in. The job (scripts/notify.mjs) sends them by e-mail as they are, and by WhatsApp as the
 * approved utility templates (whatsAppTemplate: the same words with {{1}}… where the values go;
 * docs/operating.md holds them for approval). Plain, short, polite; only the patient's own
 * booking: the doctor, the day and time in the clinic's time, the address, the link and, for the
 * clinic's cancellation, the reason the front desk typed. A video visit (issue 46) has words of its
 * own: it says it is a video visit and, in place of the address, gives the call's link and when it
 * opens (the cancellation gives no call link: there is no call to join). Its WhatsApp templates are
 * separate ones (VIDEO_WHATSAPP_TEMPLATES), since an approved template's fixed words cannot change.
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
  /** A video visit's call (<site>/[kn|hi/]visit/<id>); empty for a visit at the clinic. */
  call: string;
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

/** How long before the start a video visit's call opens (src/lib/joinWindow.ts), as the texts say it. */
const OPENS = JOIN_OPENS_BEFORE_MINUTES;

const enVideo: Words = {
  confirmation: (v) => ({
    subject: `Your video visit on ${v.day} is booked`,
    text: lines(
      'Hello, your video visit is booked.',
      `Doctor: ${v.doctor}`,
      `Day: ${v.day}`,
      `Time: ${v.time}`,
      `Join the video call here: ${v.call}`,
      `The call opens ${OPENS} minutes before the start.`,
      `To see, move or cancel it: ${v.link}`,
      `${clinic.name}`,
    ),
  }),
  reminder: (v) => ({
    subject: `Reminder: your video visit on ${v.day} at ${v.time}`,
    text: lines(
      'Hello, a reminder of your video visit.',
      `Doctor: ${v.doctor}`,
      `Day: ${v.day}`,
      `Time: ${v.time}`,
      `Join the video call here: ${v.call}`,
      `The call opens ${OPENS} minutes before the start.`,
      `If you cannot join, please cancel or move it here, so that someone else can have the time: ${v.link}`,
      `${clinic.name}`,
    ),
  }),
  cancellation: (v) => ({
    subject: `Your video visit on ${v.day} is cancelled`,
    text: lines(
      'Hello, we are sorry: the clinic has had to cancel your video visit.',
      `Doctor: ${v.doctor}`,
      `Day: ${v.day}`,
      `Time: ${v.time}`,
      v.reason !== '' && `Reason: ${v.reason}`,
      `See it in your appointments, and book another time: ${v.link}`,
      `${clinic.name}`,
    ),
  }),
};

const knVideo: Words = {
  confirmation: (v) => ({
    subject: `${v.day} ರಂದು ನಿಮ್ಮ ವೀಡಿಯೊ ಭೇಟಿ ಕಾಯ್ದಿರಿಸಲಾಗಿದೆ`,
    text: lines(
      'ನಮಸ್ಕಾರ, ನಿಮ್ಮ ವೀಡಿಯೊ ಭೇಟಿ ಕಾಯ್ದಿರಿಸಲಾಗಿದೆ.',
      `ವೈದ್ಯರು: ${v.doctor}`,
      `ದಿನ: ${v.day}`,
      `ಸಮಯ: ${v.time}`,
      `ವೀಡಿಯೊ ಕರೆಗೆ ಇಲ್ಲಿ ಸೇರಿ: ${v.call}`,
      `ಕರೆ ಆರಂಭಕ್ಕೆ ${OPENS} ನಿಮಿಷ ಮೊದಲು ತೆರೆಯುತ್ತದೆ.`,
      `ಇದನ್ನು ನೋಡಲು, ಬದಲಾಯಿಸಲು ಅಥವಾ ರದ್ದುಗೊಳಿಸಲು: ${v.link}`,
      `${clinic.name}`,
    ),
  }),
  reminder: (v) => ({
    subject: `ಜ್ಞಾಪನೆ: ನಿಮ್ಮ ವೀಡಿಯೊ ಭೇಟಿ ${v.day}, ${v.time}`,
    text: lines(
      'ನಮಸ್ಕಾರ, ನಿಮ್ಮ ವೀಡಿಯೊ ಭೇಟಿಯ ಜ್ಞಾಪನೆ.',
      `ವೈದ್ಯರು: ${v.doctor}`,
      `ದಿನ: ${v.day}`,
      `ಸಮಯ: ${v.time}`,
      `ವೀಡಿಯೊ ಕರೆಗೆ ಇಲ್ಲಿ ಸೇರಿ: ${v.call}`,
      `ಕರೆ ಆರಂಭಕ್ಕೆ ${OPENS} ನಿಮಿಷ ಮೊದಲು ತೆರೆಯುತ್ತದೆ.`,
      `ನಿಮಗೆ ಸೇರಲು ಆಗದಿದ್ದರೆ, ದಯವಿಟ್ಟು ಇಲ್ಲಿ ರದ್ದುಗೊಳಿಸಿ ಅಥವಾ ಬದಲಾಯಿಸಿ, ಆ ಸಮಯ ಬೇರೆಯವರಿಗೆ ಸಿಗುತ್ತದೆ: ${v.link}`,
      `${clinic.name}`,
    ),
  }),
  cancellation: (v) => ({
    subject: `${v.day} ರಂದು ನಿಮ್ಮ ವೀಡಿಯೊ ಭೇಟಿ ರದ್ದಾಗಿದೆ`,
    text: lines(
      'ನಮಸ್ಕಾರ, ಕ್ಷಮಿಸಿ: ಕ್ಲಿನಿಕ್ ನಿಮ್ಮ ವೀಡಿಯೊ ಭೇಟಿಯನ್ನು ರದ್ದುಗೊಳಿಸಬೇಕಾಯಿತು.',
      `ವೈದ್ಯರು: ${v.doctor}`,
      `ದಿನ: ${v.day}`,
      `ಸಮಯ: ${v.time}`,
      v.reason !== '' && `ಕಾರಣ: ${v.reason}`,
      `ಇದನ್ನು ನಿಮ್ಮ ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್‌ಗಳಲ್ಲಿ ನೋಡಿ, ಬೇರೆ ಸಮಯ ಕಾಯ್ದಿರಿಸಿ: ${v.link}`,
      `${clinic.name}`,
    ),
  }),
};

const hiVideo: Words = {
  confirmation: (v) => ({
    subject: `${v.day} का आपका वीडियो अपॉइंटमेंट बुक हो गया है`,
    text: lines(
      'नमस्ते, आपका वीडियो अपॉइंटमेंट बुक हो गया है।',
      `डॉक्टर: ${v.doctor}`,
      `दिन: ${v.day}`,
      `समय: ${v.time}`,
      `वीडियो कॉल से यहाँ जुड़ें: ${v.call}`,
      `कॉल शुरू होने से ${OPENS} मिनट पहले खुलती है।`,
      `इसे देखने, बदलने या रद्द करने के लिए: ${v.link}`,
      `${clinic.name}`,
    ),
  }),
  reminder: (v) => ({
    subject: `याद दिला रहे हैं: आपका वीडियो अपॉइंटमेंट ${v.day}, ${v.time}`,
    text: lines(
      'नमस्ते, हम आपके वीडियो अपॉइंटमेंट की याद दिला रहे हैं।',
      `डॉक्टर: ${v.doctor}`,
      `दिन: ${v.day}`,
      `समय: ${v.time}`,
      `वीडियो कॉल से यहाँ जुड़ें: ${v.call}`,
      `कॉल शुरू होने से ${OPENS} मिनट पहले खुलती है।`,
      `अगर आप नहीं जुड़ सकते, तो कृपया यहाँ रद्द करें या समय बदलें, ताकि यह समय किसी और को मिल सके: ${v.link}`,
      `${clinic.name}`,
    ),
  }),
  cancellation: (v) => ({
    subject: `${v.day} का आपका वीडियो अपॉइंटमेंट रद्द हो गया है`,
    text: lines(
      'नमस्ते, हमें खेद है: क्लिनिक को आपका वीडियो अपॉइंटमेंट रद्द करना पड़ा।',
      `डॉक्टर: ${v.doctor}`,
      `दिन: ${v.day}`,
      `समय: ${v.time}`,
      v.reason !== '' && `कारण: ${v.reason}`,
      `इसे अपने अपॉइंटमेंट में देखें और दूसरा समय बुक करें: ${v.link}`,
      `${clinic.name}`,
    ),
  }),
};

const words: Record<VisitKind, Record<Locale, Words>> = {
  clinic: { en, kn, hi },
  video: { en: enVideo, kn: knVideo, hi: hiVideo },
};

/** Bookings from before video visits have no `visit`: they are at the clinic. */
const visitOf = (booking: { visit?: VisitKind }): VisitKind => (booking.visit === 'video' ? 'video' : 'clinic');

/** The clinic's address on one line, as every message gives it. */
export const clinicAddressLine = (): string => formatAddressLines().join(', ');

const onSite = (siteOrigin: string, lang: Locale, path: string) => `${siteOrigin.replace(/\/+$/, '')}${pathInLocale(path, lang)}`;

/** The link to the booking in My appointments, in its language (the page asks to sign in if needed). */
export function bookingNoticeLink(siteOrigin: string, lang: Locale, bookingId: string): string {
  return `${onSite(siteOrigin, lang, paths.myRequests)}#booking-${bookingId}`;
}

/** The link to a video visit's call (/visit/<id>), in its language (the page asks to sign in if needed). */
export function callNoticeLink(siteOrigin: string, lang: Locale, bookingId: string): string {
  return onSite(siteOrigin, lang, videoVisitPath(bookingId));
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

/** What the words read of a booking; `visit` absent (bookings from before issue 46) is at the clinic. */
type NoticeBookingText = Pick<Booking, 'doctorName' | 'startsAt' | 'cancelReason'> & { lang?: Locale; visit?: VisitKind };

/** The links of one booking's message: My appointments, and a video visit's call (ignored for the clinic). */
export interface NoticeLinks {
  link: string;
  call?: string;
  address?: string;
}

/** The values of one booking's message: what both the e-mail and the WhatsApp template carry. */
export function noticeValues(booking: NoticeBookingText, { link, call = '', address = clinicAddressLine() }: NoticeLinks): NoticeValues {
  const video = visitOf(booking) === 'video';
  return {
    doctor: oneLine(booking.doctorName),
    ...noticeWhen(booking.startsAt, booking.lang ?? 'en'),
    // A video visit has no address: the call's link stands in its place.
    address: video ? '' : oneLine(address),
    call: video ? call : '',
    link,
    reason: oneLine(booking.cancelReason),
  };
}

/** One message about a booking, in the language it was booked in (English for bookings from before issue 45). */
export function noticeText(kind: NoticeKind, booking: NoticeBookingText, options: NoticeLinks): NoticeText {
  return words[visitOf(booking)][booking.lang ?? 'en'][kind](noticeValues(booking, options));
}

/** The order of the WhatsApp templates' body parameters, {{1}} first. */
const TEMPLATE_PARAMS: Record<VisitKind, Record<NoticeKind, (keyof NoticeValues)[]>> = {
  clinic: {
    confirmation: ['doctor', 'day', 'time', 'address', 'link'],
    reminder: ['doctor', 'day', 'time', 'address', 'link'],
    // The reason always has its line here: a template's lines are fixed.
    cancellation: ['doctor', 'day', 'time', 'address', 'reason', 'link'],
  },
  video: {
    confirmation: ['doctor', 'day', 'time', 'call', 'link'],
    reminder: ['doctor', 'day', 'time', 'call', 'link'],
    cancellation: ['doctor', 'day', 'time', 'reason', 'link'],
  },
};

/** The WhatsApp Cloud API template names, approved once per language (docs/operating.md). */
export const WHATSAPP_TEMPLATES: Record<NoticeKind, string> = {
  confirmation: 'booking_confirmation',
  reminder: 'booking_reminder',
  cancellation: 'booking_cancellation',
};

/** A video visit's templates (issue 46): other fixed words, so other templates, approved on their own. */
export const VIDEO_WHATSAPP_TEMPLATES: Record<NoticeKind, string> = {
  confirmation: 'video_visit_confirmation',
  reminder: 'video_visit_reminder',
  cancellation: 'video_visit_cancellation',
};

/**
 * A WhatsApp utility template: its name, its language code, its body as submitted for approval
 * ({{1}}… in place of the values), and the body parameters of one booking's message in order.
 */
export function whatsAppTemplate(
  kind: NoticeKind,
  lang: Locale,
  values?: NoticeValues,
  visit: VisitKind = 'clinic',
): { name: string; language: Locale; body: string; params: string[] } {
  const order = TEMPLATE_PARAMS[visit][kind];
  const placeholders = Object.fromEntries(order.map((key, i) => [key, `{{${i + 1}}}`])) as unknown as NoticeValues;
  return {
    name: (visit === 'video' ? VIDEO_WHATSAPP_TEMPLATES : WHATSAPP_TEMPLATES)[kind],
    language: lang,
    body: words[visit][lang][kind]({ ...placeholders, reason: placeholders.reason ?? '' }).text,
    params: values ? order.map((key) => values[key] || '-') : [],
  };
}

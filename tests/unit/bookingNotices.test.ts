import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  MAX_NOTICE_TRIES,
  NOTICE_CHANNELS,
  NOTICE_KINDS,
  dueNotices,
  inQuietHours,
  nextMorning,
  noticeKey,
  noticeSummary,
  reminderDueAt,
} from '../../src/services/bookingNotices';
import {
  bookingNoticeLink,
  callNoticeLink,
  clinicAddressLine,
  noticeText,
  noticeValues,
  whatsAppTemplate,
} from '../../src/services/noticeTexts';
import { clinic } from '../../src/config/clinic';
import { LOCALES } from '../../src/config/locales';
import type { Booking, BookingNotice } from '../../src/types';
import { bookingOf } from '../utils/bookings';

/** An instant given in the clinic's time (India Standard Time, UTC+05:30). */
const ist = (dateTime: string) => new Date(`${dateTime}+05:30`);

/** A patient's booking of Wednesday 25 November 2026, 10:00 IST, made a week before. */
const booking = (fields: Partial<Booking> = {}): Booking =>
  bookingOf(
    { doctorId: 'dr-ananya-iyer', date: '2026-11-25', time: '10:00', minutes: 15 },
    {
      id: 'b1',
      uid: 'alice',
      startsAt: ist('2026-11-25T10:00'),
      patientName: 'Alice',
      phone: '+919800000001',
      email: 'alice@example.com',
      createdAt: ist('2026-11-18T12:00'),
      updatedAt: ist('2026-11-18T12:00'),
      noticeVersion: '2026-01',
      ...fields,
    },
  );

const optedIn = { whatsApp: { to: '+919800000001', at: ist('2026-11-18T12:00'), notice: '2026-01' } };

function notice(fields: Partial<BookingNotice> = {}): BookingNotice {
  return {
    status: 'sent',
    tries: 1,
    run: 'run-1',
    claimedUntil: null,
    sentAt: ist('2026-11-18T12:10'),
    error: '',
    for: ist('2026-11-25T10:00'),
    ...fields,
  };
}

const due = (b: Booking, now: Date) => dueNotices(b, now).map((d) => `${d.kind}_${d.channel}`);

describe('the keys', () => {
  it('names each message by kind and channel', () => {
    expect(NOTICE_KINDS).toEqual(['confirmation', 'reminder', 'cancellation']);
    expect(NOTICE_CHANNELS).toEqual(['email', 'whatsapp']);
    expect(noticeKey('reminder', 'whatsapp')).toBe('reminder_whatsapp');
    expect(MAX_NOTICE_TRIES).toBe(3);
  });
});

describe('quiet hours (21:00 to 08:00 IST)', () => {
  it('tells night from day in the clinic’s time', () => {
    expect(inQuietHours(ist('2026-11-24T20:59'))).toBe(false);
    expect(inQuietHours(ist('2026-11-24T21:00'))).toBe(true);
    expect(inQuietHours(ist('2026-11-25T03:00'))).toBe(true);
    expect(inQuietHours(ist('2026-11-25T07:59'))).toBe(true);
    expect(inQuietHours(ist('2026-11-25T08:00'))).toBe(false);
  });

  it('finds the next 08:00', () => {
    expect(nextMorning(ist('2026-11-24T22:00'))).toEqual(ist('2026-11-25T08:00'));
    expect(nextMorning(ist('2026-11-25T01:00'))).toEqual(ist('2026-11-25T08:00'));
    expect(nextMorning(ist('2026-11-25T08:00'))).toEqual(ist('2026-11-25T08:00'));
    expect(nextMorning(ist('2026-11-25T09:00'))).toEqual(ist('2026-11-26T08:00'));
  });
});

describe('dueNotices', () => {
  it('confirms a new booking by e-mail, and by WhatsApp only with the opt-in', () => {
    const now = ist('2026-11-18T12:05');
    expect(dueNotices(booking(), now)).toEqual([{ kind: 'confirmation', channel: 'email', to: 'alice@example.com', attempt: 1 }]);
    expect(dueNotices(booking(optedIn), now)).toEqual([
      { kind: 'confirmation', channel: 'email', to: 'alice@example.com', attempt: 1 },
      { kind: 'confirmation', channel: 'whatsapp', to: '+919800000001', attempt: 1 },
    ]);
  });

  it('sends no WhatsApp once the patient turned it off', () => {
    const off = booking({ whatsApp: { ...optedIn.whatsApp, off: ist('2026-11-19T09:00') } });
    expect(due(off, ist('2026-11-24T11:00'))).toEqual(['confirmation_email', 'reminder_email']);
  });

  it('sends nothing for a caller’s booking or a blocked slot', () => {
    expect(dueNotices(booking({ kind: 'phone', email: '' }), ist('2026-11-24T11:00'))).toEqual([]);
    expect(dueNotices(booking({ kind: 'blocked', email: '' }), ist('2026-11-24T11:00'))).toEqual([]);
  });

  it('reminds in the 24 hours before the visit, not earlier', () => {
    const confirmed = booking({ notices: { confirmation_email: notice() } });
    expect(due(confirmed, ist('2026-11-24T09:59'))).toEqual([]);
    expect(due(confirmed, ist('2026-11-24T10:00'))).toEqual(['reminder_email']);
    expect(reminderDueAt(confirmed)).toEqual(ist('2026-11-24T10:00'));
  });

  it('sends no reminder for a booking made within the 24 hours (the confirmation serves)', () => {
    const late = booking({ createdAt: ist('2026-11-24T18:00') });
    expect(due(late, ist('2026-11-24T18:05'))).toEqual(['confirmation_email']);
    expect(reminderDueAt(late)).toBeNull();
  });

  it('holds a reminder at 22:00 IST until 08:00', () => {
    // Not yet reminded at 22:00 (a late move, or runs that did not come): it waits for the morning.
    const moved = booking({ notices: { confirmation_email: notice() } });
    expect(due(moved, ist('2026-11-24T22:00'))).toEqual([]);
    expect(due(moved, ist('2026-11-25T07:59'))).toEqual([]);
    expect(due(moved, ist('2026-11-25T08:00'))).toEqual(['reminder_email']);
    // A visit at 21:30 has its 24 hours open in the night: the reminder goes the next morning.
    const evening = booking({ startsAt: ist('2026-11-25T21:30'), notices: { confirmation_email: notice() } });
    expect(reminderDueAt(evening)).toEqual(ist('2026-11-25T08:00'));
  });

  it('reminds a visit at 07:30 IST at night rather than not at all', () => {
    const early = booking({ startsAt: ist('2026-11-25T07:30'), notices: { confirmation_email: notice() } });
    expect(due(early, ist('2026-11-24T22:00'))).toEqual(['reminder_email']);
  });

  it('sends nothing for a visit that has started', () => {
    expect(dueNotices(booking(), ist('2026-11-25T10:00'))).toEqual([]);
    expect(dueNotices(booking({ status: 'cancelled', cancelledBy: 'clinic' }), ist('2026-11-25T10:05'))).toEqual([]);
  });

  it('tells the patient of the clinic’s cancellation only, and confirms or reminds no cancelled booking', () => {
    const now = ist('2026-11-24T12:00');
    expect(due(booking({ status: 'cancelled', cancelledBy: 'clinic', cancelReason: 'Doctor unwell' }), now)).toEqual([
      'cancellation_email',
    ]);
    expect(due(booking({ status: 'cancelled', cancelledBy: 'patient' }), now)).toEqual([]);
  });

  it('reminds again after a move, but confirms only once', () => {
    const moved = booking({
      startsAt: ist('2026-11-26T10:00'),
      notices: { confirmation_email: notice(), reminder_email: notice({ for: ist('2026-11-25T10:00') }) },
    });
    expect(due(moved, ist('2026-11-25T11:00'))).toEqual(['reminder_email']);
    const remindedAgain = booking({
      startsAt: ist('2026-11-26T10:00'),
      notices: { confirmation_email: notice(), reminder_email: notice({ for: ist('2026-11-26T10:00') }) },
    });
    expect(due(remindedAgain, ist('2026-11-25T11:00'))).toEqual([]);
  });

  it('retries a failed send up to 3 tries, and leaves a message held by a run', () => {
    const now = ist('2026-11-18T12:30');
    const withNotice = (n: Partial<BookingNotice>) => booking({ notices: { confirmation_email: notice({ sentAt: null, ...n }) } });
    expect(dueNotices(withNotice({ status: 'retry', tries: 1 }), now)).toMatchObject([{ kind: 'confirmation', attempt: 2 }]);
    expect(dueNotices(withNotice({ status: 'retry', tries: 2 }), now)).toMatchObject([{ kind: 'confirmation', attempt: 3 }]);
    expect(dueNotices(withNotice({ status: 'retry', tries: 3 }), now)).toEqual([]);
    expect(dueNotices(withNotice({ status: 'failed', tries: 3 }), now)).toEqual([]);
    expect(dueNotices(withNotice({ status: 'sent' }), now)).toEqual([]);
    // Held while the run's lease lasts; taken over once it has run out.
    expect(dueNotices(withNotice({ status: 'sending', claimedUntil: ist('2026-11-18T12:31') }), now)).toEqual([]);
    expect(dueNotices(withNotice({ status: 'sending', claimedUntil: ist('2026-11-18T12:30') }), now)).toMatchObject([{ attempt: 2 }]);
  });
});

describe('noticeSummary', () => {
  const states = (b: Booking, now: Date) =>
    Object.fromEntries(
      Object.entries(noticeSummary(b, now)).map(([kind, s]) => [
        kind,
        `${s.state}${s.channels.length ? ` (${s.channels.join(', ')})` : ''}`,
      ]),
    );

  it('shows what is due as pending, and what is not due or not for this booking as none', () => {
    expect(states(booking(optedIn), ist('2026-11-18T12:05'))).toEqual({
      confirmation: 'pending (email, whatsapp)',
      reminder: 'none',
      cancellation: 'none',
    });
    expect(states(booking({ kind: 'phone', email: '' }), ist('2026-11-18T12:05'))).toEqual({
      confirmation: 'none',
      reminder: 'none',
      cancellation: 'none',
    });
  });

  it('combines the channels: failed first, then pending, then sent', () => {
    const b = booking({
      ...optedIn,
      notices: {
        confirmation_email: notice(),
        confirmation_whatsapp: notice({ status: 'failed', tries: 3, sentAt: null, error: 'HTTP 400' }),
        reminder_email: notice({ sentAt: ist('2026-11-24T10:05') }),
        reminder_whatsapp: notice({ status: 'sending', claimedUntil: ist('2026-11-24T10:15'), sentAt: null }),
      },
    });
    expect(states(b, ist('2026-11-24T10:06'))).toEqual({
      confirmation: 'failed (whatsapp)',
      reminder: 'pending (whatsapp)',
      cancellation: 'none',
    });
    const bothSent = booking({ ...optedIn, notices: { confirmation_email: notice(), confirmation_whatsapp: notice() } });
    expect(states(bothSent, ist('2026-11-20T10:00')).confirmation).toBe('sent (email, whatsapp)');
  });

  it('counts a retry as pending while it can still go, and failed once it cannot', () => {
    const retry = booking({ notices: { confirmation_email: notice({ status: 'retry', tries: 1, sentAt: null }) } });
    expect(states(retry, ist('2026-11-19T10:00')).confirmation).toBe('pending (email)');
    expect(states(retry, ist('2026-11-25T10:30')).confirmation).toBe('failed (email)');
    const exhausted = booking({
      notices: { confirmation_email: notice({ status: 'sending', tries: 3, claimedUntil: ist('2026-11-18T12:00') }) },
    });
    expect(states(exhausted, ist('2026-11-19T10:00')).confirmation).toBe('failed (email)');
  });

  it('counts a reminder about the time before a move as none', () => {
    const moved = booking({ startsAt: ist('2026-11-27T10:00'), notices: { confirmation_email: notice(), reminder_email: notice() } });
    expect(states(moved, ist('2026-11-25T12:00'))).toEqual({ confirmation: 'sent (email)', reminder: 'none', cancellation: 'none' });
  });

  it('shows the clinic’s cancellation once sent', () => {
    const cancelled = booking({
      status: 'cancelled',
      cancelledBy: 'clinic',
      notices: { confirmation_email: notice(), cancellation_email: notice() },
    });
    expect(states(cancelled, ist('2026-11-24T12:00'))).toEqual({
      confirmation: 'sent (email)',
      reminder: 'none',
      cancellation: 'sent (email)',
    });
  });
});

describe('the messages’ words', () => {
  const address = clinicAddressLine();
  const startsAt = ist('2026-11-25T09:30');
  const expected = {
    en: { day: 'Wednesday, 25 November 2026', time: '9:30', doctor: 'Doctor', reason: 'Reason' },
    kn: { day: 'ಬುಧವಾರ', time: '9:30', doctor: 'ವೈದ್ಯರು', reason: 'ಕಾರಣ' },
    hi: { day: 'बुधवार, 25 नवंबर 2026', time: '9:30', doctor: 'डॉक्टर', reason: 'कारण' },
  } as const;

  for (const lang of ['en', 'kn', 'hi'] as const) {
    it(`writes each message in ${lang} with the doctor, day, time, address and link`, () => {
      const link = bookingNoticeLink('https://clinic.example/', lang, 'b1');
      expect(link).toBe(`https://clinic.example${lang === 'en' ? '' : `/${lang}`}/my-requests#booking-b1`);
      const b = booking({ lang, startsAt, status: 'cancelled', cancelledBy: 'clinic', cancelReason: 'The doctor is\nunwell' });
      const texts = NOTICE_KINDS.map((kind) => noticeText(kind, b, { link }));
      for (const { subject, text } of texts) {
        expect(subject).toContain(expected[lang].day);
        for (const part of ['Dr. Ananya Iyer', expected[lang].doctor, expected[lang].day, expected[lang].time, address, link])
          expect(text).toContain(part);
      }
      // Only the cancellation carries the reason, on one line.
      expect(texts[2].text).toContain(`${expected[lang].reason}: The doctor is unwell`);
      expect(texts[0].text).not.toContain('unwell');
      // The same words in all three for the other languages: none is left in English.
      if (lang !== 'en') for (const { text } of texts) expect(text).not.toMatch(/Doctor:|Address:|Reason:/);
    });
  }

  it('gives the clinic’s address and the day in its own time zone', () => {
    expect(address).toContain(clinic.address.street);
    // 23:30 IST is still Tuesday in the clinic, whatever the machine's zone.
    const late = noticeText('confirmation', booking({ startsAt: ist('2026-11-24T23:30') }), { link: 'x' });
    expect(late.text).toContain('Tuesday, 24 November 2026');
  });

  it('has each WhatsApp template’s body with numbered values, and its values in order', () => {
    const t = whatsAppTemplate('cancellation', 'kn');
    expect(t).toMatchObject({ name: 'booking_cancellation', language: 'kn', params: [] });
    expect(t.body).toContain('{{1}}');
    expect(t.body).toContain('ಕಾರಣ: {{5}}');
    const values = { doctor: 'Dr. A', day: 'Wed', time: '9:30', address: 'X', call: '', link: 'L', reason: '' };
    expect(whatsAppTemplate('cancellation', 'en', values).params).toEqual(['Dr. A', 'Wed', '9:30', 'X', '-', 'L']);
    expect(whatsAppTemplate('reminder', 'hi', values).params).toEqual(['Dr. A', 'Wed', '9:30', 'X', 'L']);
  });
});

describe('a video visit’s messages', () => {
  const startsAt = ist('2026-11-25T09:30');
  const video = (fields: Partial<Booking> = {}) =>
    booking({ visit: 'video', startsAt, status: 'cancelled', cancelledBy: 'clinic', cancelReason: 'Unwell', ...fields });
  const words = {
    en: { video: 'video visit', opens: 'opens 15 minutes before the start', address: 'Address:' },
    kn: { video: 'ವೀಡಿಯೊ ಭೇಟಿ', opens: '15 ನಿಮಿಷ ಮೊದಲು', address: 'ವಿಳಾಸ:' },
    hi: { video: 'वीडियो अपॉइंटमेंट', opens: '15 मिनट पहले', address: 'पता:' },
  } as const;

  it('links the call in the booking’s language, like My appointments', () => {
    expect(callNoticeLink('https://clinic.example/', 'en', 'b1')).toBe('https://clinic.example/visit/b1');
    expect(callNoticeLink('https://clinic.example', 'kn', 'b1')).toBe('https://clinic.example/kn/visit/b1');
    expect(callNoticeLink('https://clinic.example', 'hi', 'a b')).toBe('https://clinic.example/hi/visit/a%20b');
  });

  for (const lang of LOCALES) {
    it(`says in ${lang} that it is a video visit, gives the call’s link and when it opens, and no address`, () => {
      const link = bookingNoticeLink('https://clinic.example', lang, 'b1');
      const call = callNoticeLink('https://clinic.example', lang, 'b1');
      const [confirmation, reminder, cancellation] = NOTICE_KINDS.map((kind) => noticeText(kind, video({ lang }), { link, call }));
      for (const { subject, text } of [confirmation, reminder, cancellation]) {
        expect(subject).toContain(words[lang].video);
        expect(text).toContain(words[lang].video);
        expect(text).toContain(link);
        expect(text).not.toContain(clinicAddressLine());
        expect(text).not.toContain(words[lang].address);
      }
      for (const { text } of [confirmation, reminder]) {
        expect(text).toContain(call);
        expect(text).toContain(words[lang].opens);
      }
      // A cancelled call is not to be joined: the cancellation gives no call link.
      expect(cancellation.text).not.toContain(call);
    });
  }

  it('keeps the clinic’s words for a booking from before video visits (no `visit`)', () => {
    const { visit: _visit, ...old } = booking({ startsAt });
    const text = noticeText('confirmation', old, { link: 'L', call: 'C' }).text;
    expect(text).toContain(clinicAddressLine());
    expect(noticeValues(old, { link: 'L', call: 'C' }).call).toBe('');
  });

  it('goes by WhatsApp as its own templates, the call’s link a parameter of its own', () => {
    const t = whatsAppTemplate('confirmation', 'en', undefined, 'video');
    expect(t.name).toBe('video_visit_confirmation');
    expect(t.body).toContain('Join the video call here: {{4}}');
    expect(t.body).not.toContain('Address');
    expect(whatsAppTemplate('reminder', 'kn', undefined, 'video').name).toBe('video_visit_reminder');
    expect(whatsAppTemplate('cancellation', 'hi', undefined, 'video').name).toBe('video_visit_cancellation');
    expect(whatsAppTemplate('confirmation', 'en').name).toBe('booking_confirmation');
    const values = noticeValues(video({ doctorName: 'Dr. A' }), { link: 'L', call: 'C' });
    expect(values.address).toBe('');
    expect(whatsAppTemplate('confirmation', 'en', values, 'video').params).toEqual(['Dr. A', values.day, values.time, 'C', 'L']);
    expect(whatsAppTemplate('cancellation', 'en', values, 'video').params).toEqual(['Dr. A', values.day, values.time, 'Unwell', 'L']);
  });
});

describe('docs/operating.md', () => {
  it('holds each WhatsApp template exactly as the job sends it, in every language', () => {
    const docs = readFileSync('docs/operating.md', 'utf8');
    for (const kind of NOTICE_KINDS) {
      for (const lang of LOCALES) {
        expect(docs, `${kind} ${lang}`).toContain(whatsAppTemplate(kind, lang).body);
        const video = whatsAppTemplate(kind, lang, undefined, 'video');
        expect(docs, `video ${kind} ${lang}`).toContain(video.body);
        expect(docs).toContain(`**\`${video.name}\`**`);
      }
    }
  });
});

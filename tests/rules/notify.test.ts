import { doc, getDoc, setDoc, Timestamp } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PRIVACY_NOTICE_VERSION } from '../../src/config/privacy';
import type { Locale } from '../../src/config/locales';
import { bookingOf } from '../utils/bookings';
import { startOutbox, type Outbox, type OutboxMessage } from '../utils/outbox';
import { adminAuthForFile, runScript } from '../utils/scripts';
import { modularFirestore, rulesEnvironmentForFile } from './setup';

/**
 * `npm run notify` on the emulators against a local stub outbox (--outbox-url): each message once
 * however runs overlap, retries then failed, quiet hours, nothing for cancelled or started visits,
 * the clinic's reason, WhatsApp only with the opt-in, each message in the booking's language.
 */
const env = rulesEnvironmentForFile();

// Each test runs the job several times; a run loads the app's TypeScript through Vite.
const SLOW = 120_000;

/** An instant given in the clinic's time (India Standard Time, UTC+05:30). */
const ist = (dateTime: string) => new Date(`${dateTime}+05:30`);
const HOUR = 60 * 60 * 1000;

// The outbox stub ---------------------------------------------------------------------------------

/** What the job posted: every attempt, and the messages the stub took (answered 2xx). */
const outbox = { url: '', attempts: [] as OutboxMessage[], delivered: [] as OutboxMessage[], failNext: 0 };
let stub: Outbox;

beforeAll(async () => {
  stub = await startOutbox((message, response) => {
    outbox.attempts.push(message);
    if (outbox.failNext > 0) {
      outbox.failNext--;
      response.writeHead(500).end();
      return;
    }
    outbox.delivered.push(message);
    // A little slow, as a provider is: overlapping runs then really overlap.
    setTimeout(() => response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}'), 100);
  });
  outbox.url = stub.url;
});

// The patient's account, as the job checks it before each message: her verified e-mail (Auth)
// and the number she proved (phoneOwners, written again after each clearFirestore).
const auth = adminAuthForFile('notify-test');
beforeAll(async () => {
  await auth()
    .createUser({ uid: 'alice', email: 'alice@example.com', emailVerified: true })
    .catch((error: { code?: string }) => {
      if (error.code !== 'auth/uid-already-exists') throw error;
    });
});

afterAll(() => stub.close());

// Bookings, as the app stores them ---------------------------------------------------------------

const ALICE_PHONE = '+919800000001';

interface BookingOptions {
  startsAt: Date;
  createdAt: Date;
  lang?: Locale;
  kind?: 'patient' | 'phone';
  optIn?: 'on' | 'off' | null;
  fields?: Record<string, unknown>;
}

/** A patient's stored booking with every field the app writes (Booking, less its id; a Date is stored as a timestamp). */
function bookingDocument({ startsAt, createdAt, lang = 'en', kind = 'patient', optIn = null, fields = {} }: BookingOptions) {
  const clinicTime = new Date(startsAt.getTime() + 330 * 60 * 1000).toISOString();
  const patient = kind === 'patient';
  const whatsApp = optIn && { to: ALICE_PHONE, at: createdAt, notice: PRIVACY_NOTICE_VERSION };
  const { id: _id, ...stored } = bookingOf(
    { doctorId: 'dr-ananya-iyer', date: clinicTime.slice(0, 10), time: clinicTime.slice(11, 16), minutes: 15 },
    {
      uid: patient ? 'alice' : '',
      kind,
      startsAt,
      patientName: 'Alice Fernandes',
      phone: ALICE_PHONE,
      email: patient ? 'alice@example.com' : '',
      seat: patient ? 1 : 0,
      createdAt,
      updatedAt: createdAt,
      noticeVersion: PRIVACY_NOTICE_VERSION,
      mailStatus: patient ? 'sent' : 'pending',
      lang,
      whatsApp: whatsApp && (optIn === 'off' ? { ...whatsApp, off: new Date(createdAt.getTime() + HOUR) } : whatsApp),
    },
  );
  return { ...stored, ...fields };
}

async function writeBookings(bookings: Record<string, BookingOptions>) {
  await env().withSecurityRulesDisabled(async (ctx) => {
    for (const [id, options] of Object.entries(bookings))
      await setDoc(doc(modularFirestore(ctx), 'bookings', id), bookingDocument(options));
  });
}

type StoredNotice = { status: string; tries: number; run: string; error: string; sentAt: Timestamp | null; for: Timestamp };

async function noticesOf(id: string): Promise<Record<string, StoredNotice>> {
  let notices: Record<string, StoredNotice> = {};
  await env().withSecurityRulesDisabled(async (ctx) => {
    notices = (await getDoc(doc(modularFirestore(ctx), 'bookings', id))).get('notices') as Record<string, StoredNotice>;
  });
  return notices;
}

/** A notice the job recorded earlier: the confirmation e-mail, sent. */
const sentConfirmation = (startsAt: Date, sentAt: Date) => ({
  confirmation_email: {
    status: 'sent',
    tries: 1,
    run: 'earlier-run',
    claimedUntil: Timestamp.fromDate(new Date(sentAt.getTime() + 10 * 60 * 1000)),
    sentAt: Timestamp.fromDate(sentAt),
    error: '',
    for: Timestamp.fromDate(startsAt),
  },
});

/** Runs the job (a failing run rejects with its code); `notify` at an instant, into the stub outbox. */
const runNotify = (args: string[], env?: Record<string, string>) => runScript('scripts/notify.mjs', args, { env, check: true });
const notify = (now: Date, ...more: string[]) => runNotify(['--now', now.toISOString(), '--outbox-url', outbox.url, ...more]);

const sentKeys = (messages: OutboxMessage[] = outbox.delivered) => messages.map((m) => `${m.bookingId} ${m.kind} ${m.channel}`).sort();

const proveNumber = (uid: string) =>
  env().withSecurityRulesDisabled(async (ctx) => {
    await setDoc(doc(modularFirestore(ctx), 'phoneOwners', ALICE_PHONE), { uid, at: Timestamp.now() });
  });

beforeEach(async () => {
  await env().clearFirestore();
  await proveNumber('alice');
  await auth().updateUser('alice', { email: 'alice@example.com', emailVerified: true });
  outbox.attempts = [];
  outbox.delivered = [];
  outbox.failNext = 0;
});

// The tests --------------------------------------------------------------------------------------

// Tuesday 12 March 2030, 11:00 in Bengaluru.
const NOW = ist('2030-03-12T11:00');

/** Three patients' bookings, each owing messages at NOW, in three languages. */
const threeBookings = (): Record<string, BookingOptions> => {
  const tomorrow = ist('2030-03-13T10:00');
  return {
    // Booked an hour ago for Friday, English, WhatsApp ticked: the confirmation, twice.
    fresh: { startsAt: ist('2030-03-15T09:30'), createdAt: new Date(NOW.getTime() - HOUR), optIn: 'on' },
    // Booked a week ago for tomorrow 10:00, Kannada, no WhatsApp, confirmed then: the reminder.
    tomorrow: {
      startsAt: tomorrow,
      createdAt: ist('2030-03-06T12:00'),
      lang: 'kn',
      fields: { notices: sentConfirmation(tomorrow, ist('2030-03-06T12:05')) },
    },
    // Cancelled by the clinic this morning, Hindi, WhatsApp ticked: the cancellation with its reason.
    cancelled: {
      startsAt: ist('2030-03-14T16:00'),
      createdAt: ist('2030-03-11T12:00'),
      lang: 'hi',
      optIn: 'on',
      fields: {
        status: 'cancelled',
        cancelledBy: 'clinic',
        cancelReason: 'Dr. Iyer is on leave that day',
        updatedAt: Timestamp.fromDate(ist('2030-03-12T09:00')),
      },
    },
  };
};

describe('npm run notify', () => {
  it(
    'sends each message once, however two runs overlap, and records it on the booking',
    async () => {
      await writeBookings(threeBookings());
      const [first, second] = await Promise.all([notify(NOW), notify(NOW)]);
      const expected = [
        'cancelled cancellation email',
        'cancelled cancellation whatsapp',
        'fresh confirmation email',
        'fresh confirmation whatsapp',
        'tomorrow reminder email',
      ];
      expect(sentKeys()).toEqual(expected);
      expect(sentKeys(outbox.attempts)).toEqual(expected);
      // Between them the two runs sent five; whatever one claimed, the other skipped.
      const sent = (stdout: string) => Number(/(\d+) sent/.exec(stdout)?.[1]);
      expect(sent(first.stdout) + sent(second.stdout)).toBe(5);

      expect(await noticesOf('fresh')).toMatchObject({
        confirmation_email: { status: 'sent', tries: 1, error: '', for: Timestamp.fromDate(ist('2030-03-15T09:30')) },
        confirmation_whatsapp: { status: 'sent', tries: 1, error: '' },
      });
      expect((await noticesOf('fresh')).confirmation_email.sentAt).toEqual(Timestamp.fromDate(NOW));
      // The claim wrote its own notice only: the earlier confirmation is as it was.
      expect(await noticesOf('tomorrow')).toEqual({
        ...sentConfirmation(ist('2030-03-13T10:00'), ist('2030-03-06T12:05')),
        reminder_email: expect.objectContaining({ status: 'sent', tries: 1 }),
      });

      // A later run finds nothing left to send.
      const { stdout } = await notify(new Date(NOW.getTime() + 10 * 60 * 1000));
      expect(stdout).toContain('0 due');
      expect(outbox.attempts).toHaveLength(5);
    },
    SLOW,
  );

  it(
    'writes each message in the booking’s language, to the patient’s own address, with the clinic’s reason',
    async () => {
      await writeBookings(threeBookings());
      await notify(NOW);
      const message = (id: string, channel: string) => outbox.delivered.find((m) => m.bookingId === id && m.channel === channel)!;
      for (const m of outbox.delivered) expect(Object.keys(m).sort()).toEqual(['bookingId', 'channel', 'kind', 'text', 'to']);

      expect(message('fresh', 'email')).toMatchObject({ kind: 'confirmation', to: 'alice@example.com' });
      expect(message('fresh', 'whatsapp')).toMatchObject({ kind: 'confirmation', to: ALICE_PHONE });
      expect(message('fresh', 'email').text).toContain('Doctor: Dr. Ananya Iyer');
      expect(message('fresh', 'email').text).toContain('Friday, 15 March 2030');
      expect(message('fresh', 'email').text).toContain('Koramangala');
      expect(message('fresh', 'email').text).toMatch(/https?:\/\/\S+\/my-requests#booking-fresh/);

      const kannada = message('tomorrow', 'email').text;
      expect(kannada).toContain('ವೈದ್ಯರು: Dr. Ananya Iyer');
      expect(kannada).toContain('ಬುಧವಾರ, ಮಾರ್ಚ್ 13, 2030'); // Wednesday, 13 March 2030
      expect(kannada).toMatch(/\/kn\/my-requests#booking-tomorrow/);

      for (const channel of ['email', 'whatsapp']) {
        const hindi = message('cancelled', channel).text;
        expect(hindi).toContain('कारण: Dr. Iyer is on leave that day');
        expect(hindi).toContain('गुरुवार, 14 मार्च 2030');
        expect(hindi).toMatch(/\/hi\/my-requests#booking-cancelled/);
      }
    },
    SLOW,
  );

  it(
    'tells a video visit’s patient it is a video visit, with the call’s link in place of the address',
    async () => {
      await writeBookings({
        // Booked an hour ago for Friday, English: the confirmation of a video visit.
        video: { startsAt: ist('2030-03-15T09:30'), createdAt: new Date(NOW.getTime() - HOUR), fields: { visit: 'video', consult: null } },
        // Booked a week ago for tomorrow, Hindi, confirmed then: the video visit's reminder.
        videoHi: {
          startsAt: ist('2030-03-13T10:00'),
          createdAt: ist('2030-03-06T12:00'),
          lang: 'hi',
          fields: { visit: 'video', consult: null, notices: sentConfirmation(ist('2030-03-13T10:00'), ist('2030-03-06T12:05')) },
        },
      });
      await notify(NOW);
      expect(sentKeys()).toEqual(['video confirmation email', 'videoHi reminder email']);
      const text = (id: string) => outbox.delivered.find((m) => m.bookingId === id)!.text;

      const english = text('video');
      expect(english).toContain('your video visit is booked');
      expect(english).toMatch(/https?:\/\/\S+\/visit\/video(\s|$)/m);
      expect(english).toContain('opens 15 minutes before the start');
      expect(english).toMatch(/https?:\/\/\S+\/my-requests#booking-video/);
      expect(english).not.toContain('Koramangala');
      expect(english).not.toContain('Address:');

      const hindi = text('videoHi');
      expect(hindi).toContain('वीडियो अपॉइंटमेंट');
      expect(hindi).toMatch(/https?:\/\/\S+\/hi\/visit\/videoHi(\s|$)/m);
      expect(hindi).toMatch(/\/hi\/my-requests#booking-videoHi/);
      expect(hindi).not.toContain('पता:');
    },
    SLOW,
  );

  it(
    'retries a failed send on the next run, and marks it failed after the third try',
    async () => {
      await writeBookings({ fresh: { startsAt: ist('2030-03-15T09:30'), createdAt: new Date(NOW.getTime() - HOUR) } });
      outbox.failNext = Infinity;
      for (let run = 1; run <= 3; run++) {
        const { stdout } = await notify(new Date(NOW.getTime() + run * 10 * 60 * 1000));
        expect(stdout).toContain('1 failed');
        expect(await noticesOf('fresh')).toMatchObject({
          confirmation_email: { status: run < 3 ? 'retry' : 'failed', tries: run, error: 'HTTP 500', sentAt: null },
        });
      }
      // Failed for good: no fourth try (the front desk sees it and phones).
      const { stdout } = await notify(new Date(NOW.getTime() + 40 * 60 * 1000));
      expect(stdout).toContain('0 due');
      expect(outbox.attempts).toHaveLength(3);
      expect(outbox.delivered).toHaveLength(0);
    },
    SLOW,
  );

  it(
    'sends a message whose first try failed on the next run',
    async () => {
      await writeBookings({ fresh: { startsAt: ist('2030-03-15T09:30'), createdAt: new Date(NOW.getTime() - HOUR), optIn: 'on' } });
      outbox.failNext = 1;
      await notify(NOW);
      // One channel's failure leaves the other alone.
      expect(
        Object.values(await noticesOf('fresh'))
          .map((n) => n.status)
          .sort(),
      ).toEqual(['retry', 'sent']);
      await notify(new Date(NOW.getTime() + 10 * 60 * 1000));
      expect(await noticesOf('fresh')).toMatchObject({ confirmation_email: { status: 'sent' }, confirmation_whatsapp: { status: 'sent' } });
      expect(outbox.attempts).toHaveLength(3);
      expect(sentKeys()).toEqual(['fresh confirmation email', 'fresh confirmation whatsapp']);
    },
    SLOW,
  );

  it(
    'holds a reminder between 21:00 and 08:00 IST, unless the visit comes first',
    async () => {
      const ten = ist('2030-03-13T10:00');
      const early = ist('2030-03-13T07:30');
      const made = ist('2030-03-05T12:00');
      await writeBookings({
        ten: { startsAt: ten, createdAt: made, fields: { notices: sentConfirmation(ten, ist('2030-03-05T12:05')) } },
        early: { startsAt: early, createdAt: made, fields: { notices: sentConfirmation(early, ist('2030-03-05T12:05')) } },
      });
      await notify(ist('2030-03-12T22:00'));
      // The 07:30 visit cannot wait for the morning; the 10:00 one can.
      expect(sentKeys()).toEqual(['early reminder email']);
      await notify(ist('2030-03-13T07:50'));
      expect(sentKeys()).toEqual(['early reminder email']);
      await notify(ist('2030-03-13T08:00'));
      expect(sentKeys()).toEqual(['early reminder email', 'ten reminder email']);
    },
    SLOW,
  );

  it(
    'sends nothing about a cancelled booking or a visit that has started, and no WhatsApp without the opt-in',
    async () => {
      await writeBookings({
        // Cancelled by the patient: no confirmation, no reminder, no word from the clinic.
        byPatient: {
          startsAt: ist('2030-03-13T10:00'),
          createdAt: new Date(NOW.getTime() - HOUR),
          optIn: 'on',
          fields: { status: 'cancelled', cancelledBy: 'patient', updatedAt: Timestamp.fromDate(NOW) },
        },
        // Booked and never confirmed (the runs did not come), but the visit began 30 minutes ago.
        started: { startsAt: new Date(NOW.getTime() - 30 * 60 * 1000), createdAt: ist('2030-03-11T09:00'), optIn: 'on' },
        // Cancelled by the clinic after the visit's time: too late to tell.
        cancelledLate: {
          startsAt: new Date(NOW.getTime() - HOUR),
          createdAt: ist('2030-03-10T09:00'),
          fields: { status: 'cancelled', cancelledBy: 'clinic', cancelReason: 'Closed', updatedAt: Timestamp.fromDate(NOW) },
        },
        // A caller booked by the front desk: no e-mail, no opt-in.
        caller: { startsAt: ist('2030-03-13T10:00'), createdAt: new Date(NOW.getTime() - HOUR), kind: 'phone' },
        // No opt-in; and an opt-in the patient turned off: e-mail only.
        noOptIn: { startsAt: ist('2030-03-14T10:00'), createdAt: new Date(NOW.getTime() - HOUR) },
        turnedOff: { startsAt: ist('2030-03-14T10:30'), createdAt: new Date(NOW.getTime() - 2 * HOUR), optIn: 'off' },
      });
      const { stdout } = await notify(NOW);
      expect(stdout).toContain('2 due');
      expect(sentKeys()).toEqual(['noOptIn confirmation email', 'turnedOff confirmation email']);
      for (const id of ['byPatient', 'started', 'cancelledLate', 'caller']) expect(await noticesOf(id)).toEqual({});
    },
    SLOW,
  );

  it(
    'marks a message failed at once where its provider is not set up',
    async () => {
      await writeBookings({ fresh: { startsAt: ist('2030-03-15T09:30'), createdAt: new Date(NOW.getTime() - HOUR), optIn: 'on' } });
      // A real run (no outbox) without the providers' settings: nothing leaves the machine.
      const unset = { EMAILJS_SERVICE_ID: '', EMAILJS_PRIVATE_KEY: '', WHATSAPP_PHONE_NUMBER_ID: '', WHATSAPP_TOKEN: '' };
      const { stdout } = await runNotify(['--now', NOW.toISOString()], unset);
      expect(stdout).toContain('2 failed (0 to be tried again)');
      expect(await noticesOf('fresh')).toMatchObject({
        confirmation_email: { status: 'failed', tries: 1, error: 'not configured' },
        confirmation_whatsapp: { status: 'failed', tries: 1, error: 'not configured' },
      });
    },
    SLOW,
  );

  it(
    'sends nothing to an address or number that is no longer the account’s own: the desk sees it failed',
    async () => {
      await writeBookings(threeBookings());
      // The number proven since by another account (passed on to someone else); the e-mail changed.
      await proveNumber('someone-else');
      await auth().updateUser('alice', { email: 'alice.new@example.com' });
      const { stdout } = await notify(NOW);
      expect(outbox.attempts).toHaveLength(0);
      expect(stdout).toContain('5 failed (0 to be tried again)');
      expect(await noticesOf('fresh')).toMatchObject({
        confirmation_email: { status: 'failed', tries: 1, error: 'account changed' },
        confirmation_whatsapp: { status: 'failed', tries: 1, error: 'account changed' },
      });
    },
    SLOW,
  );

  it(
    'confirms at most 5 bookings of one account in 24 hours: booking and cancelling again and again mails no more',
    async () => {
      const sentAt = new Date(NOW.getTime() - 2 * HOUR);
      const earlier = Object.fromEntries(
        [1, 2, 3, 4, 5].map((n) => {
          const startsAt = ist(`2030-03-2${n}T10:00`);
          const options: BookingOptions = {
            startsAt,
            createdAt: new Date(sentAt.getTime() - 60_000),
            fields: { status: 'cancelled', cancelledBy: 'patient', notices: sentConfirmation(startsAt, sentAt) },
          };
          return [`earlier-${n}`, options];
        }),
      );
      await writeBookings({ ...earlier, sixth: { startsAt: ist('2030-03-27T10:00'), createdAt: new Date(NOW.getTime() - HOUR) } });
      const { stdout } = await notify(NOW);
      expect(outbox.attempts).toHaveLength(0);
      expect(stdout).toContain("sixth confirmation email: held (the account's 5 confirmations of the last 24 hours)");
      // A day after the fifth, the sixth is confirmed.
      await notify(new Date(sentAt.getTime() + 24 * HOUR + 60_000));
      expect(sentKeys()).toEqual(['sixth confirmation email']);
    },
    SLOW,
  );

  it(
    'lists what is due with --dry-run and changes nothing; refuses a bad command line',
    async () => {
      await writeBookings(threeBookings());
      const { stdout } = await notify(NOW, '--dry-run');
      expect(stdout).toContain('5 messages due');
      expect(stdout).toContain('fresh confirmation whatsapp: due (try 1 of 3)');
      expect(outbox.attempts).toHaveLength(0);
      expect(await noticesOf('fresh')).toEqual({});
      expect(Object.keys(await noticesOf('tomorrow'))).toEqual(['confirmation_email']);
      expect(await noticesOf('cancelled')).toEqual({});

      await expect(runNotify(['--now', 'yesterday'])).rejects.toMatchObject({ code: 2 });
      await expect(runNotify(['--outbox-url', 'not-a-url'])).rejects.toMatchObject({ code: 2 });
      await expect(runNotify(['--send-everything'])).rejects.toMatchObject({ code: 2 });
    },
    SLOW,
  );
});

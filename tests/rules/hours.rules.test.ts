import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { addDoc, collection, deleteDoc, doc, getDoc, serverTimestamp, setDoc } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { HOURS_LIMITS } from '../../src/config/limits';
import { addDays } from '../../src/lib/openingHours';
import { hoursFields } from '../../src/services/clinicHoursFields';
import { seedClinicHours } from '../../src/seed';
import { dayFromToday, openDayFromToday, sundayFromToday } from '../utils/dates';
import { admin, alice, rulesFile, seedProfiles } from './setup';

const { env, as, visitor, seed } = rulesFile();

/**
 * The hours as the editor saves them (src/services/firebase/clinicHours.ts). Other closures come
 * without the seed's translated reasons, which are for the seed's dates (unless given too).
 */
const valid = (overrides: Record<string, unknown> = {}) => ({
  ...hoursFields(seedClinicHours),
  ...('closures' in overrides ? { closureTranslations: {} } : {}),
  updatedAt: serverTimestamp(),
  ...overrides,
});
const week = (changes: Record<string, unknown>) => ({ ...hoursFields(seedClinicHours).weekly, ...changes });

const appointment = (appointmentDate: string) => ({
  patientName: 'Ravi Kumar',
  patientEmail: 'ravi@example.com',
  phoneNumber: '+91 98450 12345',
  appointmentDate,
  status: 'new',
  mailStatus: 'pending',
  createdAt: serverTimestamp(),
  noticeVersion: '2026-11-23',
});
const requestFor = (date: string) => addDoc(collection(visitor(), 'appointmentRequests'), appointment(date));

beforeEach(async () => {
  await env().clearFirestore();
  await seedProfiles(env());
});

async function storeHours(data: object) {
  await seed(async (db) => {
    await setDoc(doc(db, 'clinic/hours'), { ...data, updatedAt: new Date() });
  });
}

describe('clinic/hours', () => {
  it('anyone reads the hours; nothing else under clinic/ is readable', async () => {
    await storeHours(hoursFields(seedClinicHours));
    await assertSucceeds(getDoc(doc(visitor(), 'clinic/hours')));
    await assertFails(getDoc(doc(visitor(), 'clinic/secrets')));
  });

  it('an admin saves and deletes them; a patient and a visitor cannot', async () => {
    await assertSucceeds(setDoc(doc(as(admin), 'clinic/hours'), valid()));
    for (const db of [as(alice), visitor()]) {
      await assertFails(setDoc(doc(db, 'clinic/hours'), valid({ closures: { [dayFromToday(2)]: 'Closed for a day' } })));
      await assertFails(deleteDoc(doc(db, 'clinic/hours')));
    }
    await assertSucceeds(deleteDoc(doc(as(admin), 'clinic/hours')));
  });

  it('an admin cannot write another document under clinic/', async () => {
    await assertFails(setDoc(doc(as(admin), 'clinic/other'), valid()));
  });

  it('refuses missing or extra fields, and the client’s time', async () => {
    const { closures: _closures, ...withoutClosures } = valid();
    await assertFails(setDoc(doc(as(admin), 'clinic/hours'), withoutClosures));
    await assertFails(setDoc(doc(as(admin), 'clinic/hours'), valid({ note: 'extra' })));
    await assertFails(setDoc(doc(as(admin), 'clinic/hours'), valid({ updatedAt: new Date() })));
  });

  it('refuses a week without all seven days, an extra day, or times that are not HH:MM with opening first', async () => {
    const { sunday: _sunday, ...sixDays } = hoursFields(seedClinicHours).weekly;
    await assertFails(setDoc(doc(as(admin), 'clinic/hours'), valid({ weekly: sixDays })));
    await assertFails(setDoc(doc(as(admin), 'clinic/hours'), valid({ weekly: week({ holiday: null }) })));
    for (const times of [
      { opens: '9:00', closes: '19:00' },
      { opens: '09:00', closes: '24:00' },
      { opens: '19:00', closes: '09:00' },
      { opens: '09:00', closes: '09:00' },
      { opens: '09:00' },
      { opens: '09:00', closes: '19:00', note: 'x' },
      'all day',
    ]) {
      await assertFails(setDoc(doc(as(admin), 'clinic/hours'), valid({ weekly: week({ monday: times }) })));
    }
    await assertSucceeds(setDoc(doc(as(admin), 'clinic/hours'), valid({ weekly: week({ sunday: { opens: '10:00', closes: '13:30' } }) })));
  });

  it('checks every closure: a YYYY-MM-DD date, a reason of 1 to 80 characters on one line, at most 60', async () => {
    const save = (closures: Record<string, unknown>) => setDoc(doc(as(admin), 'clinic/hours'), valid({ closures }));
    const day = dayFromToday(10);
    await assertSucceeds(save({ [day]: 'Diwali', [addDays(day, 1)]: 'दीपावली 🪔' }));
    await assertSucceeds(save({}));
    await assertFails(save({ [day]: 'Diwali', 'next week': 'Holiday' }));
    await assertFails(save({ [day]: 'Diwali', [addDays(day, 1)]: '   ' }));
    await assertFails(save({ [day]: '' }));
    await assertFails(save({ [day]: 'r'.repeat(HOURS_LIMITS.reason + 1) }));
    await assertSucceeds(save({ [day]: 'r'.repeat(HOURS_LIMITS.reason) }));
    // A reason with a newline could pass for two reasons in the joined check: it is refused.
    await assertFails(save({ [day]: 'Diwali\nHoli' }));
    await assertFails(save({ [day]: { reason: 'Diwali' } }));
    // join() writes a number as its digits: the split-back check refuses it all the same.
    await assertFails(save({ [day]: 3 }));
    await assertFails(save({ [day]: 'Diwali', [addDays(day, 1)]: 2026 }));
    const many = (count: number) => Object.fromEntries(Array.from({ length: count }, (_, i) => [addDays(day, i), `Closed ${i}`]));
    await assertSucceeds(save(many(HOURS_LIMITS.closures)));
    await assertFails(save(many(HOURS_LIMITS.closures + 1)));
  });
});

describe('clinic/hours: the closures’ reasons in Kannada and Hindi', () => {
  const day = dayFromToday(10);
  const closures = { [day]: 'Diwali', [addDays(day, 1)]: 'Diwali (second day)', [addDays(day, 20)]: 'Staff training' };
  const save = (closureTranslations: unknown, db = as(admin)) => setDoc(doc(db, 'clinic/hours'), valid({ closures, closureTranslations }));
  /** The hours with the Kannada reasons `reasons` as their only translation. */
  const kannada = (reasons: Record<string, unknown>) => save({ kn: reasons });

  it('an admin saves them, for all the closures or some', async () => {
    await assertSucceeds(
      save({
        kn: { [day]: 'ದೀಪಾವಳಿ', [addDays(day, 1)]: 'ದೀಪಾವಳಿ (ಎರಡನೇ ದಿನ)', [addDays(day, 20)]: 'ಸಿಬ್ಬಂದಿ ತರಬೇತಿ' },
        hi: { [day]: 'दीपावली 🪔' },
      }),
    );
    await assertSucceeds(save({ hi: { [addDays(day, 20)]: 'कर्मचारी प्रशिक्षण' } }));
    await assertSucceeds(save({ kn: {}, hi: {} }));
    await assertSucceeds(save({}));
    await assertSucceeds(kannada({ [day]: 'ಕ'.repeat(HOURS_LIMITS.reason) }));
  });

  it('the fullest hours are saved: 60 closures, each with its reason in Kannada and Hindi', async () => {
    const dates = Array.from({ length: HOURS_LIMITS.closures }, (_, i) => addDays(day, i));
    const reasons = (text: string) => Object.fromEntries(dates.map((date) => [date, text.repeat(HOURS_LIMITS.reason)]));
    await assertSucceeds(
      setDoc(
        doc(as(admin), 'clinic/hours'),
        valid({ closures: reasons('r'), closureTranslations: { kn: reasons('ಕ'), hi: reasons('क') } }),
      ),
    );
  });

  it('they are optional: hours without them are still saved', async () => {
    const withoutTranslations: Record<string, unknown> = valid({ closures });
    delete withoutTranslations.closureTranslations;
    await assertSucceeds(setDoc(doc(as(admin), 'clinic/hours'), withoutTranslations));
  });

  it('refuses a translated reason for a day that is not a closure', async () => {
    await assertFails(kannada({ [addDays(day, 2)]: 'ರಜೆ' }));
    await assertFails(kannada({ [day]: 'ದೀಪಾವಳಿ', [addDays(day, 2)]: 'ರಜೆ' }));
    await assertFails(kannada({ 'next week': 'ರಜೆ' }));
    await assertFails(setDoc(doc(as(admin), 'clinic/hours'), valid({ closures: {}, closureTranslations: { hi: { [day]: 'दीपावली' } } })));
  });

  it('checks each translated reason as the English: 1 to 80 characters on one line, not blank', async () => {
    await assertFails(kannada({ [day]: 'ಕ'.repeat(HOURS_LIMITS.reason + 1) }));
    await assertFails(kannada({ [day]: 'ದೀಪಾವಳಿ\nಹೋಳಿ' }));
    await assertFails(kannada({ [day]: 'ದೀಪಾವಳಿ', [addDays(day, 1)]: 'ದೀಪಾವಳಿ\r\nಹೋಳಿ' }));
    await assertFails(kannada({ [day]: '   ' }));
    await assertFails(kannada({ [day]: ' \t ' }));
    await assertFails(kannada({ [day]: 'ದೀಪಾವಳಿ', [addDays(day, 1)]: '' }));
    await assertFails(kannada({ [day]: 'ದೀಪಾವಳಿ', [addDays(day, 20)]: '  ' }));
    await assertFails(kannada({ [day]: { reason: 'ದೀಪಾವಳಿ' } }));
    await assertFails(kannada({ [day]: 26 }));
    await assertFails(save({ kn: { [day]: 'ದೀಪಾವಳಿ' }, hi: { [day]: 'r'.repeat(HOURS_LIMITS.reason + 1) } }));
  });

  it('refuses a language other than Kannada and Hindi', async () => {
    await assertFails(save({ en: { [day]: 'Diwali' } }));
    await assertFails(save({ fr: { [day]: 'Diwali' } }));
    await assertFails(save({ kn: { [day]: 'ದೀಪಾವಳಿ' }, ta: { [day]: 'தீபாவளி' } }));
  });

  it('refuses translations that are not a map, or a language that is not a map', async () => {
    for (const translations of ['kn', ['ದೀಪಾವಳಿ'], null, 7]) await assertFails(save(translations));
    for (const reasons of ['ದೀಪಾವಳಿ', ['ದೀಪಾವಳಿ'], null, 7]) {
      await assertFails(save({ kn: reasons }));
      await assertFails(save({ kn: { [day]: 'ದೀಪಾವಳಿ' }, hi: reasons }));
    }
  });

  it('a patient and a visitor cannot save them', async () => {
    await storeHours(hoursFields(seedClinicHours));
    for (const db of [as(alice), visitor()]) {
      await assertFails(save({ kn: { [day]: 'ದೀಪಾವಳಿ' } }, db));
      await assertFails(save({}, db));
    }
  });
});

describe('appointment requests and the clinic’s days', () => {
  it('without saved hours: any day from the clinic’s today to a year on, never a past day', async () => {
    await assertSucceeds(requestFor(dayFromToday(0)));
    await assertSucceeds(requestFor(sundayFromToday(1)));
    await assertSucceeds(requestFor(dayFromToday(365)));
    await assertFails(requestFor(dayFromToday(-1)));
    await assertFails(requestFor(dayFromToday(-400)));
    await assertFails(requestFor(dayFromToday(400)));
  });

  it('refuses a date that does not exist', async () => {
    await assertFails(requestFor('2027-02-30'));
    await assertFails(requestFor('2027-13-01'));
  });

  it('with saved hours: refuses a weekday the clinic is closed and a closure, accepts an open day', async () => {
    const holiday = openDayFromToday(5);
    await storeHours(hoursFields({ ...seedClinicHours, closures: [{ date: holiday, reason: 'Diwali' }] }));
    await assertFails(requestFor(sundayFromToday(1)));
    await assertFails(requestFor(holiday));
    await assertSucceeds(requestFor(openDayFromToday(1) === holiday ? addDays(holiday, 1) : openDayFromToday(1)));
  });

  it('follows the hours as an admin changes them: a Sunday opened, then the holiday removed', async () => {
    const holiday = openDayFromToday(5);
    await storeHours(hoursFields({ ...seedClinicHours, closures: [{ date: holiday, reason: 'Diwali' }] }));
    await assertFails(requestFor(holiday));
    await assertSucceeds(
      setDoc(doc(as(admin), 'clinic/hours'), valid({ weekly: week({ sunday: { opens: '09:00', closes: '13:00' } }), closures: {} })),
    );
    await assertSucceeds(requestFor(holiday));
    await assertSucceeds(requestFor(sundayFromToday(1)));
  });
});

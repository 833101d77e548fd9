import { describe, expect, it } from 'vitest';
import { clinic } from '../../src/config/clinic';
import { BLOG_CATEGORIES, DEFAULT_BOOKING_POLICY } from '../../src/config/constants';
import {
  AUTHOR_MAX_LENGTH,
  BLOG_LIMITS,
  BLOG_TRENDING_VALUES,
  BOOKING_LIMITS,
  COMMENT_MAX_LENGTH,
  COMMENT_NAME_MAX_LENGTH,
  COMMENT_QUERY_LIMIT,
  DOCTOR_LIMITS,
  FAQ_LIMITS,
  HOURS_LIMITS,
  IMAGE_ADDRESS_MAX_LENGTH,
  IMAGE_MAX_BYTES,
  IMAGE_TYPES,
  MAIL_REPORT_MINUTES,
  PHONE_MAX_LENGTH,
  REQUEST_LIMITS,
  SERVICE_LIMITS,
} from '../../src/config/limits';
import { TRANSLATED_LOCALES } from '../../src/config/locales';
import { NOTICE_VERSION_MAX_LENGTH, PRIVACY_NOTICE_VERSION } from '../../src/config/privacy';
import {
  CALENDAR_DATE_PATTERN,
  DATE_PATTERN,
  linesPattern,
  NON_BLANK_LINES_PATTERN,
  NON_BLANK_PATTERN,
  rulesRegExp,
} from '../../src/config/rulesPatterns';
import { KEYWORD_MAX_LENGTH, KEYWORDS_MAX_COUNT } from '../../src/lib/blogText';
import { CLINIC_UTC_OFFSET_MINUTES } from '../../src/lib/booking';
import { EMAIL_PATTERN, isEmailShaped, isPhoneShaped, latestAppointmentDate, PHONE_DIGITS, PHONE_PATTERN } from '../../src/lib/formChecks';
import { clinicToday, isCalendarDate, TIME_PATTERN, WEEKDAYS } from '../../src/lib/openingHours';
import { blogEditorFields, bylineFields, POST_TRANSLATED_FIELDS } from '../../src/services/blogFields';
import { BOOKING_QUERY_LIMIT, newBookingFields } from '../../src/services/bookingDocuments';
import { emptyWeek, scheduleFields } from '../../src/services/bookingFields';
import { hoursFields } from '../../src/services/clinicHoursFields';
import { doctorFields } from '../../src/services/doctorFields';
import { isImageAddress, SITE_IMAGE_PATTERN, STORAGE_IMAGE_PATTERN } from '../../src/services/imageAddress';
import { reservedNameKey } from '../../src/services/publicName';
import { CANDIDATE_PATTERN, candidateFits, MAX_CANDIDATE_LENGTH, MAX_CANDIDATES } from '../../src/services/videoCallTypes';
import { doctorInput } from '../utils/doctors';
import { HOSTILE_IMAGE_ADDRESSES } from '../utils/imageAddresses';
import { publicNameRulesFunctions } from '../utils/publicNameRules';
import {
  asRulesLiteral,
  firestoreRules as rules,
  numbersIn,
  rulesBlock,
  rulesFunction,
  rulesLet,
  rulesList,
  rulesPatternAfter,
  rulesPatternsIn,
  rulesStrings,
  storageRules,
  upTo,
} from '../utils/rulesText';

/**
 * The forms, the demo twins and firestore.rules must agree. Every bound and pattern the rules
 * check is defined once in TypeScript (src/config/limits.ts, src/config/rulesPatterns.ts,
 * src/lib/formChecks.ts, a few services modules), which the twins and forms use; these tests read
 * each one back out of the rules, so changing one side without the other fails here. A value
 * the form accepts is then never refused by the rules (a patient would get "Failed to schedule
 * appointment!" for a number the form took). The rules' patterns run as RE2 runs them (rulesRegExp).
 */

/** The pattern passed to `.matches(` right after `marker` in the rules, unescaped. */
const rulesPattern = (marker: string) => rulesPatternAfter(rules, marker);

const rulesEmail = (value: string) => value.length <= REQUEST_LIMITS.email && rulesRegExp(rulesPattern('function validEmail')).test(value);
function rulesPhone(value: string): boolean {
  const digits = value.replace(/[^0-9]/g, '').length;
  return (
    value.length <= REQUEST_LIMITS.phone && rulesRegExp(rulesPattern('function validPhone')).test(value) && digits >= 7 && digits <= 15
  );
}
const rulesNonBlank = (value: string) => rulesRegExp(rulesPattern('function nonBlankString')).test(value);

const sorted = (values: Iterable<string>) => [...values].sort();

const phones = [
  '98450 12345',
  '+91 98450-12345',
  '080 4123 5678',
  '+44 20 7946 0958',
  '(080) 4123.5678',
  '98450\t12345',
  '98450\u00a012345',
  '1234567890123456',
  '123456',
  '+91 98450 12345 ext',
  '++91 98450 12345',
  '9'.repeat(25),
  ' 98450 12345 ',
];
const emails = [
  'meera@example.com',
  'a@b.in',
  'meera@example',
  'me era@example.com',
  'meera@exa\u00a0mple.com',
  'meera@@example.com',
  '@example.com',
  'x@y.z\t',
];

describe('form checks and firestore.rules agree', () => {
  it('use the same e-mail and phone patterns and digit bounds', () => {
    expect(rulesPattern('function validEmail')).toBe(EMAIL_PATTERN);
    expect(rulesPattern('function validPhone')).toBe(PHONE_PATTERN);
    expect(PHONE_PATTERN).toContain(`{${PHONE_DIGITS.min},${PHONE_MAX_LENGTH - 1}}`);
    expect(rules).toContain(`value.replace('[^0-9]', '').size() >= ${PHONE_DIGITS.min}`);
    expect(rules).toContain(`value.replace('[^0-9]', '').size() <= ${PHONE_DIGITS.max}`);
    // Appointment requests, bookings and the remembered booking contact all go through it.
    expect(rules).toContain('validPhone(data.phoneNumber)');
    expect(rules).toContain('validPhone(data.phone)');
    expect(rules).toContain('validPhone(contact.phone)');
  });

  it.each(phones)('phone %j: the rules accept it exactly when the form does (after trimming)', (phone) => {
    expect(rulesPhone(phone.trim())).toBe(isPhoneShaped(phone));
  });

  it.each(emails)('e-mail %j: whatever the form accepts, the rules accept', (email) => {
    if (isEmailShaped(email)) expect(rulesEmail(email.trim())).toBe(true);
  });

  it.each(['x', ' x ', 'नमस्ते', '🙏', '\u00a0', ' ', '\t\n', '\r\n \f', ''])(
    'text %j: whatever the form calls non-blank, the rules do too',
    (text) => {
      const formNonBlank = text.trim() !== '';
      if (formNonBlank) expect(rulesNonBlank(text.trim())).toBe(true);
      if (text.trim() === '') expect(rulesNonBlank(text.trim())).toBe(false);
    },
  );

  it("runs a rules pattern with RE2's meaning of \\s: spaces, tabs and line breaks, not a non-breaking space", () => {
    const nonBlank = rulesRegExp(NON_BLANK_PATTERN);
    expect(['x', '\u00a0', ' \u2003 ', 'a\nb'].map((text) => nonBlank.test(text))).toEqual([true, true, true, true]);
    expect([' ', '\t\n\f\r ', ''].map((text) => nonBlank.test(text))).toEqual([false, false, false]);
    expect(rulesRegExp(EMAIL_PATTERN).test('meera@exa\u00a0mple.com')).toBe(true);
    expect(rulesRegExp(EMAIL_PATTERN).test('meera@exa mple.com')).toBe(false);
    expect(rulesRegExp(DATE_PATTERN).test('2026-11-25')).toBe(true);
    expect(rulesRegExp(DATE_PATTERN).test('2026-11-25x')).toBe(false);
  });

  it('the calendar-date pattern takes exactly the real dates of four centuries (isCalendarDate), leap days included', () => {
    const pattern = rulesRegExp(CALENDAR_DATE_PATTERN);
    const pad = (n: number, width = 2) => String(n).padStart(width, '0');
    let checked = 0;
    for (let year = 1896; year <= 2304; year++)
      for (let month = 0; month <= 13; month++)
        for (let day = 0; day <= 32; day++) {
          const date = `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
          if (pattern.test(date) !== isCalendarDate(date)) expect(pattern.test(date), date).toBe(isCalendarDate(date));
          checked++;
        }
    expect(checked).toBe(409 * 14 * 33);
    expect(['2000-02-29', '2024-02-29', '2028-02-29'].every((date) => pattern.test(date))).toBe(true);
    expect(['1900-02-29', '2100-02-29', '2027-02-29', '2027-02-30', '2027-04-31'].some((date) => pattern.test(date))).toBe(false);
  });

  it('bound what the app writes with the numbers of src/config/limits.ts', () => {
    expect(rules).toContain(`nonBlankString(data.body, ${COMMENT_MAX_LENGTH})`);
    expect(rules).toContain(`nonBlankString(data.name, ${COMMENT_NAME_MAX_LENGTH})`);
    expect(rules).toContain(`nonBlankString(data.title, ${BLOG_LIMITS.title})`);
    expect(rules).toContain(`nonBlankString(data.description, ${BLOG_LIMITS.description})`);
    expect(rules).toContain(`tags is list && tags.size() <= ${BLOG_LIMITS.tags}`);
    expect(rules).toContain(`tags[i].size() <= ${BLOG_LIMITS.tag}`);
    expect(rules).toContain(`keywords.size() <= ${KEYWORDS_MAX_COUNT}`);
    expect(rules).toContain(`{1,${KEYWORD_MAX_LENGTH}}`);
    expect(rules).toContain(`nonBlankString(data.patientName, ${REQUEST_LIMITS.name})`);
    expect(rules).toContain(`boundedString(value, ${REQUEST_LIMITS.phone}) && value.matches(`);
    expect(BOOKING_LIMITS.phone).toBe(REQUEST_LIMITS.phone);
    expect(rules).toContain(`nonBlankString(data.patientName, ${BOOKING_LIMITS.name})`);
    expect(rules).toContain(`nonBlankString(contact.name, ${BOOKING_LIMITS.name})`);
    expect(rules).toContain(`nonBlankString(data.cancelReason, ${BOOKING_LIMITS.cancelReason})`);
    // A day's sessions: one, then at most sessionsPerDay - 1 more after a comma; the video week is seven such days.
    const session = `${TIME_PATTERN}-${TIME_PATTERN}`;
    const day = `${session}(,${session}){0,${BOOKING_LIMITS.sessionsPerDay - 1}}`;
    expect(rulesFunction('validDay')).toContain(`day.matches('${day}')`);
    expect(rulesFunction('validVideoWeek')).toContain(`.join('|').matches('(${day})?([|](${day})?){6}')`);
    expect(rules).toContain(`intWithin(data.slotMinutes, ${BOOKING_LIMITS.slotMinutes.min}, ${BOOKING_LIMITS.slotMinutes.max})`);
    expect(rules).toContain(`data.leave.size() <= ${BOOKING_LIMITS.leaveDates}`);
    for (const key of ['noticeMinutes', 'horizonDays', 'cancelCutoffMinutes', 'maxUpcoming', 'maxReschedules'] as const)
      expect(rules).toContain(`intWithin(data.${key}, ${BOOKING_LIMITS[key].min}, ${BOOKING_LIMITS[key].max})`);
    // The rules' defaults while clinic/booking is missing are the app's.
    const defaults = Object.entries(DEFAULT_BOOKING_POLICY)
      .map(([key, value]) => `'${key}': ${value}`)
      .join(', ');
    expect(rules).toContain(`{${defaults}}`);
    expect(rules).toContain(`request.query.limit <= ${BOOKING_QUERY_LIMIT}`);
    expect(rules).toContain(`request.query.limit <= ${COMMENT_QUERY_LIMIT}`);
    expect(rules).toContain(`data.noticeVersion.size() <= ${NOTICE_VERSION_MAX_LENGTH}`);
    expect(PRIVACY_NOTICE_VERSION.length).toBeLessThanOrEqual(NOTICE_VERSION_MAX_LENGTH);
  });

  it("take the same image addresses as src/services/imageAddress.ts: the site's paths and the app's own uploads", () => {
    expect(rulesPatternsIn(rulesFunction('validImageAddress'))).toEqual([SITE_IMAGE_PATTERN, STORAGE_IMAGE_PATTERN]);
    const upload =
      'https://firebasestorage.googleapis.com/v0/b/clinic.firebasestorage.app/o/blog-images%2F1732-ab12.webp?alt=media&token=1f2e-3d4c';
    for (const ok of [
      '',
      '/images/blog/monsoon.svg',
      upload,
      upload.replace('blog-images', 'doctor-photos'),
      'http://127.0.0.1:9199/v0/b/demo-clinic.appspot.com/o/doctor-photos%2Fa.png?alt=media',
    ])
      expect(isImageAddress(ok), ok).toBe(true);
    for (const bad of [...HOSTILE_IMAGE_ADDRESSES, upload.replace('blog-images', 'private'), `${upload} 800w`])
      expect(isImageAddress(bad), bad).toBe(false);
    // As long as the rules take (value.size() <= IMAGE_ADDRESS_MAX_LENGTH), and not one character more.
    expect(rulesFunction('validImageAddress')).toContain(`value is string && value.size() <= ${IMAGE_ADDRESS_MAX_LENGTH}`);
    const path = (length: number) => `/images/${'a'.repeat(length - '/images/'.length)}`;
    const uploadOf = (length: number) => upload.replace('1732-ab12', 'b'.repeat(length - upload.length + '1732-ab12'.length));
    for (const address of [path, uploadOf]) {
      expect(isImageAddress(address(IMAGE_ADDRESS_MAX_LENGTH))).toBe(true);
      expect(isImageAddress(address(IMAGE_ADDRESS_MAX_LENGTH + 1))).toBe(false);
    }
  });

  it('spell the public-name check as src/services/publicName.ts does (tests/rules/publicNames.rules.test.ts runs both)', () => {
    expect(rules).toContain(publicNameRulesFunctions());
    expect(
      new Set(
        ['Dr. Kavya Rao', 'kavya rao', 'KAVYA  RAO.', 'Doctor Kavya-Rao', 'Kávya Rao, MD', 'Dr. Kavya Rao (Clinic)'].map(reservedNameKey),
      ),
    ).toEqual(new Set(['kavyarao']));
  });
});

describe('every bound and pattern the demo twins and the services share is the one firestore.rules checks', () => {
  it('patterns (src/config/rulesPatterns.ts, src/lib/openingHours.ts): dates, times, non-blank text, one-line lists', () => {
    expect(rulesPattern('function nonBlankString')).toBe(NON_BLANK_PATTERN);
    expect(rulesPattern('function hasText')).toBe(NON_BLANK_PATTERN);
    expect(rulesPattern('function validTime')).toBe(TIME_PATTERN);
    // Closures', leave days', bookings' and appointment requests' dates.
    expect(rulesLet(rulesFunction('validClosures'), 'date')).toBe(DATE_PATTERN);
    // A doctor's leave days: real dates, by pattern (the join of a hundred is checked at once).
    expect(rulesLet(rulesFunction('validSchedule'), 'date')).toBe(CALENDAR_DATE_PATTERN);
    expect(rulesPattern('data.date is string')).toBe(DATE_PATTERN);
    expect(rulesPattern('data.appointmentDate is string')).toBe(`^${DATE_PATTERN}$`);
    // The closures' reasons, and a doctor's specialities and languages, checked as lines.
    const reasons = rulesFunction('validReasons');
    expect(reasons).toContain(`.matches(${asRulesLiteral(linesPattern(HOURS_LIMITS.reason))})`);
    expect(reasons).toContain(`.matches(${asRulesLiteral(NON_BLANK_LINES_PATTERN)})`);
    expect(rulesStrings(rulesFunction('specialityLines'))).toEqual([linesPattern(DOCTOR_LIMITS.speciality)]);
    expect(rulesStrings(rulesFunction('languageLines'))).toEqual([linesPattern(DOCTOR_LIMITS.language)]);
  });

  it('requests, comments and profiles (REQUEST_LIMITS, PHONE_MAX_LENGTH, COMMENT_NAME_MAX_LENGTH, MAIL_REPORT_MINUTES)', () => {
    const contact = rulesFunction('validContactMessage');
    expect(contact).toContain(`nonBlankString(data.name, ${REQUEST_LIMITS.name})`);
    expect(contact).toContain(`nonBlankString(data.subject, ${REQUEST_LIMITS.subject})`);
    expect(contact).toContain(`nonBlankString(data.message, ${REQUEST_LIMITS.message})`);
    expect(rulesFunction('validAppointmentRequest')).toContain(`nonBlankString(data.patientName, ${REQUEST_LIMITS.name})`);
    expect(rulesFunction('validEmail')).toContain(`boundedString(value, ${REQUEST_LIMITS.email})`);
    expect(rulesFunction('validPhone')).toContain(`boundedString(value, ${PHONE_MAX_LENGTH})`);
    expect(rulesFunction('newRequestFields')).toContain(`data.noticeVersion.size() <= ${NOTICE_VERSION_MAX_LENGTH}`);
    // The public name: a profile's, and the one on its comments.
    expect(rulesFunction('validNewProfile')).toContain(`boundedString(data.displayName, ${COMMENT_NAME_MAX_LENGTH})`);
    expect(rulesFunction('validProfileUpdate')).toContain(`boundedString(data.displayName, ${COMMENT_NAME_MAX_LENGTH})`);
    // How long the sender's browser may report the e-mail's outcome: a visitor's request, an account's request or booking.
    const report = rulesFunction('mailOutcomeReport');
    expect(report).toContain(`? request.time < resource.data.createdAt + duration.value(${MAIL_REPORT_MINUTES.visitor}, 'm')`);
    expect(report).toContain(
      `: isSender() && request.time < resource.data.createdAt + duration.value(${MAIL_REPORT_MINUTES.account}, 'm')`,
    );
    expect(rulesFunction('bookingMailReport')).toContain(
      `request.time < resource.data.createdAt + duration.value(${MAIL_REPORT_MINUTES.account}, 'm')`,
    );
  });

  it('FAQs, services and posts (FAQ_LIMITS, SERVICE_LIMITS, AUTHOR_MAX_LENGTH, BLOG_LIMITS, BLOG_CATEGORIES)', () => {
    expect(rulesBlock('match /services/{serviceId}')).toContain(`validTitledEntry(${SERVICE_LIMITS.title}, ${SERVICE_LIMITS.description})`);
    expect(rulesBlock('match /faq/{faqId}')).toContain(`validTitledEntry(${FAQ_LIMITS.title}, ${FAQ_LIMITS.description})`);
    expect(rulesFunction('validTitledEntry')).toContain(`boundedString(data.author, ${AUTHOR_MAX_LENGTH})`);
    const post = rulesFunction('validBlogContent');
    expect(post).toContain(`boundedString(data.author, ${AUTHOR_MAX_LENGTH})`);
    expect(post).toContain(`boundedString(data.imgAlt, ${BLOG_LIMITS.imgAlt})`);
    expect(post).toContain(`nonBlankString(data.imgAlt, ${BLOG_LIMITS.imgAlt})`);
    expect(post).toContain(`validEntryTranslations(data, ${BLOG_LIMITS.title}, ${BLOG_LIMITS.description})`);
    expect(rulesFunction('validTagAt')).toContain(`tags[i].size() >= 1 && tags[i].size() <= ${BLOG_LIMITS.tag}`);
    // The rules have no loops: each of the BLOG_LIMITS.tags places is checked by name.
    expect(numbersIn(rulesFunction('validTags'), /validTagAt\(tags, (\d+)\)/g)).toEqual(upTo(BLOG_LIMITS.tags));
    expect(rulesList(rulesFunction('validBlogCategory'), 'category in')).toEqual([...BLOG_CATEGORIES]);
    expect(rulesList(post, 'data.trending in')).toEqual([...BLOG_TRENDING_VALUES]);
    expect(rulesBlock('match /blogTopics/{summaryId}')).toContain(`categories.size() <= ${BLOG_CATEGORIES.length}`);
  });

  it('doctors (DOCTOR_LIMITS, IMAGE_ADDRESS_MAX_LENGTH)', () => {
    const doctor = rulesFunction('validDoctor');
    for (const key of ['name', 'qualifications', 'registrationNumber', 'registrationCouncil', 'photoAlt'] as const)
      expect(doctor).toContain(`nonBlankString(data.${key}, ${DOCTOR_LIMITS[key]})`);
    expect(doctor).toContain(`boundedString(data.photoAlt, ${DOCTOR_LIMITS.photoAlt})`);
    expect(doctor).toContain(`validShortList(data.specialities, ${DOCTOR_LIMITS.specialities}, specialityLines())`);
    expect(doctor).toContain(`validShortList(data.languages, ${DOCTOR_LIMITS.languages}, languageLines())`);
    expect(doctor).toContain(`boundedString(data.consultingHours, ${DOCTOR_LIMITS.consultingHours})`);
    expect(doctor).toContain(`boundedString(data.bio, ${DOCTOR_LIMITS.bio})`);
    expect(doctor).toContain(`data.order >= 0 && data.order <= ${DOCTOR_LIMITS.order}`);
    expect(doctor).toContain('validImageAddress(data.photo)');
    const translation = rulesFunction('validDoctorTranslation');
    expect(translation).toContain(`entry.consultingHours.size() <= ${DOCTOR_LIMITS.consultingHours}`);
    expect(translation).toContain(`entry.bio.size() <= ${DOCTOR_LIMITS.bio}`);
    expect(rulesFunction('validImageAddress')).toContain(`value.size() <= ${IMAGE_ADDRESS_MAX_LENGTH}`);
    expect(DOCTOR_LIMITS.photo).toBe(IMAGE_ADDRESS_MAX_LENGTH);
  });

  it('opening hours, schedules and bookings (HOURS_LIMITS, BOOKING_LIMITS, CLINIC_UTC_OFFSET_MINUTES)', () => {
    expect(rulesFunction('validClosures')).toContain(`closures.size() <= ${HOURS_LIMITS.closures}`);
    // A day of at most sessionsPerDay sessions: the order checks of the 2nd, 3rd, … and the slot checks of each.
    expect(numbersIn(rulesFunction('validDay'), /day\.size\(\) < (\d+)/g)).toEqual(
      upTo(BOOKING_LIMITS.sessionsPerDay - 1, 2).map((session) => 12 * session - 1),
    );
    // Each session's offset in the day's string: 12 characters a session ("09:30-13:00,").
    expect(numbersIn(rulesFunction('bookableSlot'), /sessionHolds\(sessions, (\d+)/g)).toEqual(
      upTo(BOOKING_LIMITS.sessionsPerDay).map((index) => 12 * index),
    );
    // An account's places: 1 to the highest cap the clinic may set.
    expect(rulesFunction('validSeat')).toContain(`intWithin(data.seat, 1, ${BOOKING_LIMITS.maxUpcoming.max})`);
    expect(numbersIn(rulesBlock('match /bookingSeats/{seatId}'), /request\.auth\.uid \+ '_(\d+)'/g)).toEqual(
      upTo(BOOKING_LIMITS.maxUpcoming.max, 1),
    );
    expect(rulesFunction('validNewBooking')).toContain(`data.noticeVersion.size() <= ${NOTICE_VERSION_MAX_LENGTH}`);
    // The clinic's time: UTC + 5 h 30, for an appointment's day and a slot's start.
    expect(rulesFunction('clinicOpenOn')).toContain(`request.time + duration.value(${CLINIC_UTC_OFFSET_MINUTES}, 'm')`);
    expect(rulesFunction('bookableSlot')).toContain(`- duration.value(${CLINIC_UTC_OFFSET_MINUTES}, 'm')`);
    expect(clinic.timeZone).toBe('Asia/Kolkata');
  });

  it('a video visit’s call (issue 54): the consent’s notice is PRIVACY_NOTICE_VERSION, a candidate is CANDIDATE_PATTERN, the doctor’s stamps are logged', () => {
    // The one version the clinic publishes (src/config/privacy.ts), written literally in the rules.
    expect(rulesStrings(rulesFunction('privacyNoticeVersion'))).toEqual([PRIVACY_NOTICE_VERSION]);
    expect(rulesFunction('patientConsent')).toContain('after.notice == privacyNoticeVersion()');
    const side = rulesFunction('validSide');
    expect(side).toContain(`data.candidates.size() <= ${MAX_CANDIDATES}`);
    expect(rulesPatternAfter(side, 'data.candidates.join')).toBe(`${CANDIDATE_PATTERN}(\\n${CANDIDATE_PATTERN})*`);
    // What the page leaves out (peerLink.ts) is what the rules would refuse, and a browser's candidate fits.
    const candidate = {
      candidate: 'candidate:1 1 udp 2122260223 192.168.1.5 50000 typ host generation 0 ufrag Ab1x',
      sdpMid: '0',
      sdpMLineIndex: 0,
    };
    expect(candidateFits(JSON.stringify(candidate))).toBe(true);
    expect(candidateFits('x'.repeat(MAX_CANDIDATE_LENGTH))).toBe(true);
    for (const refused of ['', 'x'.repeat(MAX_CANDIDATE_LENGTH + 1), 'a\nb', 'é']) expect(candidateFits(refused), refused).toBe(false);
    // The doctor's stamps' entries: actions the log takes, by a doctor alone.
    const entry = rulesFunction('validEntry');
    expect(rulesList(entry, 'data.action in')).toEqual(expect.arrayContaining(['joined', 'left']));
    expect(entry).toContain("(data.collection == 'bookings' && data.action in ['joined', 'left']) ? ['doctor']");
  });

  it("an appointment date the form accepts (a year on at most) is within the rules' horizon, leap years included", () => {
    const [horizon] = numbersIn(rulesFunction('clinicOpenOn'), /today \+ duration\.value\((\d+), 'd'\)/g);
    expect(horizon).toBeGreaterThan(0);
    const days = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;
    for (const now of ['2026-06-15', '2027-02-28', '2027-03-01', '2028-02-28', '2028-02-29', '2028-03-01', '2031-12-31']) {
      const at = new Date(`${now}T06:30:00Z`);
      expect(days(clinicToday(at), latestAppointmentDate(at)), now).toBeLessThanOrEqual(horizon);
    }
  });

  it('images in Storage (IMAGE_TYPES, IMAGE_MAX_BYTES): the types and size the editor takes are the ones storage.rules takes', () => {
    for (const folder of ['blog-images', 'doctor-photos']) {
      const block = rulesBlock(`match /${folder}/{fileName}`, storageRules);
      const [size] = [...block.matchAll(/request\.resource\.size <= ([0-9 *]+)\n/g)].map((m) =>
        m[1].split('*').reduce((product, factor) => product * Number(factor), 1),
      );
      expect(size, folder).toBe(IMAGE_MAX_BYTES);
      const types = /contentType\.matches\('image\/\(([a-z|]+)\)'\)/.exec(block)?.[1].split('|') ?? [];
      expect(sorted(types.map((type) => `image/${type}`)), folder).toEqual(sorted(IMAGE_TYPES));
    }
  });
});

describe('the fields the services write are the ones firestore.rules allows', () => {
  const weekly = clinic.defaultHours.weekly;

  it('translations in Kannada and Hindi (TRANSLATED_LOCALES, POST_TRANSLATED_FIELDS), each language checked', () => {
    const translated = [
      rulesFunction('validEntryTranslations'),
      rulesFunction('validDoctorTranslations'),
      rulesFunction('validClosureTranslations'),
    ];
    for (const block of translated) {
      expect(rulesList(block, 'translations.keys().hasOnly(')).toEqual([...TRANSLATED_LOCALES]);
      for (const locale of TRANSLATED_LOCALES) expect(block).toContain(`(!('${locale}' in translations) || `);
    }
    expect(rulesList(rulesFunction('validEntryTranslation'), 'entry.keys().hasOnly(')).toEqual([...POST_TRANSLATED_FIELDS]);
  });

  it('the weekdays (WEEKDAYS), wherever the rules list them', () => {
    const lists = [...rules.matchAll(/let days = (\[[^\]]*\])/g)].map((m) => rulesStrings(m[1]));
    expect(lists.length).toBeGreaterThanOrEqual(4);
    for (const days of lists) expect(days).toEqual([...WEEKDAYS]);
  });

  it('opening hours (clinicHoursFields.ts hoursFields, and the time of the save)', () => {
    const stored = hoursFields({ weekly, closures: [{ date: '2026-11-25', reason: 'Diwali', translations: { kn: 'ದೀಪಾವಳಿ' } }] });
    const written = [...Object.keys(stored), 'updatedAt'];
    const hours = rulesFunction('validHours');
    expect(sorted(rulesList(hours, 'data.keys().hasOnly('))).toEqual(sorted(written));
    expect(written).toEqual(expect.arrayContaining(rulesList(hours, 'data.keys().hasAll(')));
    expect(rulesList(rulesFunction('validOpeningDay'), 'day.keys().hasOnly(')).toEqual(Object.keys(weekly.monday!));
  });

  it("a doctor's profile (doctorFields.ts doctorFields)", () => {
    const written = [...Object.keys(doctorFields(doctorInput())), 'updatedAt'];
    const required = rulesList(rulesFunction('validDoctor'), 'let fields =');
    expect(sorted(written)).toEqual(sorted([...required, 'translations']));
  });

  it("a doctor's schedule and the clinic's booking rules (scheduleFields, DEFAULT_BOOKING_POLICY)", () => {
    const written = [
      ...Object.keys(
        scheduleFields({
          weekly: emptyWeek(),
          video: { ...emptyWeek(), monday: [{ start: '10:00', end: '11:00' }] },
          slotMinutes: 15,
          leave: [],
        }),
      ),
      'updatedAt',
    ];
    expect(sorted(rulesList(rulesFunction('validSchedule'), 'data.keys().hasOnly('))).toEqual(sorted(written));
    expect(sorted(rulesList(rulesFunction('validPolicy'), 'let fields ='))).toEqual(
      sorted([...Object.keys(DEFAULT_BOOKING_POLICY), 'updatedAt']),
    );
  });

  it('a booking (bookingDocuments.ts newBookingFields, with its times and the notice version)', () => {
    const slot = { doctorId: 'dr-meera', date: '2026-11-25', time: '09:30', minutes: 15, startsAt: new Date() };
    const fields = newBookingFields(
      { slot, doctorName: 'Dr. Meera Shah', contact: { name: 'Meera', phone: '98450 12345' } },
      {
        kind: 'patient',
        uid: 'u',
        email: 'meera@example.com',
        seat: 1,
      },
    );
    const written = [...Object.keys(fields), 'createdAt', 'updatedAt', 'noticeVersion'];
    expect(sorted(rulesList(rulesFunction('bookingKeys'), 'return'))).toEqual(sorted(written));
  });

  it('a post (blogFields.ts blogEditorFields and bylineFields, with its keywords and times)', () => {
    const author = { uid: 'admin', displayName: 'Admin', email: 'admin@example.com' };
    const input = {
      authorId: 'dr-meera',
      reviewerId: '',
      reviewedAgain: false,
      title: 'Monsoon fevers',
      category: BLOG_CATEGORIES[0],
      tags: [],
      trending: 'no' as const,
      description: 'Rest.',
      imgUrl: '',
      imgCardUrl: '',
      imgAlt: '',
      published: true,
    };
    const written = [
      ...Object.keys(blogEditorFields(input, author)),
      ...Object.keys(bylineFields(input, { author: 'Dr. Meera Shah', reviewer: '' }, null, () => null)),
      'keywords',
      'timestamp',
      'publishedAt',
    ];
    expect(sorted(written)).toEqual(sorted([...rulesList(rulesFunction('blogEditorKeys'), 'return'), 'translations']));
  });
});

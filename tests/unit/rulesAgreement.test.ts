import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BOOKING_POLICY } from '../../src/config/constants';
import {
  BLOG_LIMITS,
  BOOKING_LIMITS,
  COMMENT_MAX_LENGTH,
  COMMENT_NAME_MAX_LENGTH,
  COMMENT_QUERY_LIMIT,
  REQUEST_LIMITS,
} from '../../src/config/limits';
import { BOOKING_QUERY_LIMIT } from '../../src/services/bookingDocuments';
import { NOTICE_VERSION_MAX_LENGTH, PRIVACY_NOTICE_VERSION } from '../../src/config/privacy';
import { isImageAddress, SITE_IMAGE_PATTERN, STORAGE_IMAGE_PATTERN } from '../../src/services/imageAddress';
import { reservedNameKey } from '../../src/services/publicName';
import { HOSTILE_IMAGE_ADDRESSES } from '../utils/imageAddresses';
import { publicNameRulesFunctions } from '../utils/publicNameRules';
import { KEYWORD_MAX_LENGTH, KEYWORDS_MAX_COUNT } from '../../src/lib/blogText';
import { EMAIL_PATTERN, isEmailShaped, isPhoneShaped, PHONE_DIGITS, PHONE_PATTERN } from '../../src/lib/formChecks';

/**
 * The forms and firestore.rules must agree: a value the form accepts is never refused by the
 * rules (a patient would get "Failed to schedule appointment!" for a number the form took).
 * The rules' patterns are read from the rules file and run with RE2's meaning of \s.
 */
const rules = readFileSync('firestore.rules', 'utf8');

/** The string literal passed to `.matches(` right after `marker` in the rules, unescaped. */
function rulesPattern(marker: string): string {
  const at = rules.indexOf(marker);
  expect(at, `${marker} in firestore.rules`).toBeGreaterThan(-1);
  const literal = /\.matches\('((?:[^'\\]|\\.)*)'\)/.exec(rules.slice(at))?.[1] ?? '';
  return literal.replace(/\\\\/g, '\\');
}

/**
 * A rules pattern as RE2 runs it: a whole-string match where \s is only [\t\n\f\r ]. (Our
 * patterns use [\s\S] for any character, \S alone, and \s inside a negated class.)
 */
function re2(pattern: string): RegExp {
  const js = pattern
    .replaceAll('[\\s\\S]', 'ANY')
    .replaceAll('\\S', '[^\\t\\n\\f\\r ]')
    .replaceAll('\\s', '\\t\\n\\f\\r ')
    .replaceAll('ANY', '[\\s\\S]');
  return new RegExp(`^(?:${js})$`);
}

const rulesEmail = (value: string) => value.length <= REQUEST_LIMITS.email && re2(rulesPattern('function validEmail')).test(value);
function rulesPhone(value: string): boolean {
  const digits = value.replace(/[^0-9]/g, '').length;
  return value.length <= REQUEST_LIMITS.phone && re2(rulesPattern('function validPhone')).test(value) && digits >= 7 && digits <= 15;
}
const rulesNonBlank = (value: string) => re2(rulesPattern('function nonBlankString')).test(value);

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
    // A day's sessions: one, then at most sessionsPerDay - 1 more after a comma.
    expect(rules).toContain(`'(,' + t + '-' + t + '){0,${BOOKING_LIMITS.sessionsPerDay - 1}}'`);
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
    const at = rules.indexOf('function validImageAddress');
    const literals = [...rules.slice(at, rules.indexOf('\n    }', at)).matchAll(/\.matches\('((?:[^'\\]|\\.)*)'\)/g)].map((m) =>
      m[1].replace(/\\\\/g, '\\'),
    );
    expect(literals).toEqual([SITE_IMAGE_PATTERN, STORAGE_IMAGE_PATTERN]);
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

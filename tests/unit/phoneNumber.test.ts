import { describe, expect, it } from 'vitest';
import { readPhoneNumber, readSmsCode, showPhoneNumber } from '../../src/lib/phoneNumber';

describe('reading a mobile number for an SMS code', () => {
  it.each([
    '9845012345',
    '98450 12345',
    '98450-12345',
    '+91 98450 12345',
    '+91-98450-12345',
    '+919845012345',
    '(+91) 98450 12345',
    '91 98450 12345',
    '098450 12345',
    '0091 98450 12345',
    '  98450 12345  ',
  ])('reads %j as +919845012345', (typed) => {
    expect(readPhoneNumber(typed)).toEqual({ e164: '+919845012345', problem: null });
  });

  it('takes a number with another country code as written after its +', () => {
    expect(readPhoneNumber('+44 20 7946 0958')).toEqual({ e164: '+442079460958', problem: null });
    expect(readPhoneNumber('+1 (415) 555-0100')).toEqual({ e164: '+14155550100', problem: null });
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['98450 abcde', 'letters'],
    ['ninety eight', 'letters'],
    ['98450\t12345', 'letters'],
    ['98+450 12345', 'letters'],
    ['98450 123', 'tooShort'],
    ['+91 98450', 'tooShort'],
    ['+44 123', 'tooShort'],
    ['98450 123456', 'tooLong'],
    ['+44 1234 5678 9012 34', 'tooLong'],
    ['44 2345 6789', 'notMobile'],
    ['+91 5845012345', 'notMobile'],
  ])('refuses %j: %s', (typed, problem) => {
    expect(readPhoneNumber(typed)).toEqual({ e164: null, problem });
  });

  it('shows an Indian number in groups, others as stored', () => {
    expect(showPhoneNumber('+919845012345')).toBe('+91 98450 12345');
    expect(showPhoneNumber('+442079460958')).toBe('+442079460958');
  });

  it('reads a six-digit SMS code, spaces allowed', () => {
    expect(readSmsCode('123456')).toBe('123456');
    expect(readSmsCode(' 123 456 ')).toBe('123456');
    expect(readSmsCode('12345')).toBeNull();
    expect(readSmsCode('1234567')).toBeNull();
    expect(readSmsCode('12a456')).toBeNull();
    expect(readSmsCode('')).toBeNull();
  });
});

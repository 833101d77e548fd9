import { describe, expect, it } from 'vitest';
import { isCallable, joinMoment, joinWindow } from '../../src/lib/joinWindow';
import { turnServersOf } from '../../src/services/videoCallTypes';

/** A visit at 10:00 IST on 26 November 2026, 30 minutes long: the call opens at 09:45 and closes at 11:00. */
const visit = { startsAt: new Date('2026-11-26T10:00:00+05:30'), minutes: 30 };
const at = (time: string) => new Date(`2026-11-26T${time}+05:30`);

describe('the join window of a video visit', () => {
  it('opens 15 minutes before the start and closes 30 minutes after the end', () => {
    expect(joinWindow(visit)).toEqual({ opensAt: at('09:45:00'), closesAt: at('11:00:00') });
    expect(joinWindow({ ...visit, minutes: 60 }).closesAt).toEqual(at('11:30:00'));
  });

  it('is before, open (both ends included, as in the rules) and after', () => {
    expect(joinMoment(visit, at('09:44:59'))).toBe('before');
    expect(joinMoment(visit, at('09:45:00'))).toBe('open');
    expect(joinMoment(visit, at('10:15:00'))).toBe('open');
    expect(joinMoment(visit, at('11:00:00'))).toBe('open');
    expect(joinMoment(visit, at('11:00:01'))).toBe('after');
  });

  it('is for a booked (or arrived) video visit only', () => {
    expect(isCallable({ visit: 'video', status: 'booked' })).toBe(true);
    expect(isCallable({ visit: 'video', status: 'arrived' })).toBe(true);
    expect(isCallable({ visit: 'video', status: 'cancelled' })).toBe(false);
    expect(isCallable({ visit: 'video', status: 'no-show' })).toBe(false);
    expect(isCallable({ visit: 'clinic', status: 'booked' })).toBe(false);
  });
});

describe('the TURN servers a call adds to STUN', () => {
  const toDate = (value: unknown) => (value instanceof Date ? value : null);
  const now = new Date('2026-11-26T10:00:00Z');
  const later = new Date('2026-11-26T12:00:00Z');
  const server = { urls: ['turn:turn.example.org:3478?transport=udp'], username: '1764158400:demo-patient', credential: 'c2VjcmV0' };

  it('takes well-formed servers whose credentials have not expired', () => {
    expect(turnServersOf({ iceServers: [server], expiresAt: later }, now, toDate)).toEqual([server]);
    expect(turnServersOf({ iceServers: [{ ...server, urls: 'turns:turn.example.org:5349' }], expiresAt: later }, now, toDate)).toEqual([
      { ...server, urls: ['turns:turn.example.org:5349'] },
    ]);
  });

  it('takes none when missing, expired or malformed', () => {
    expect(turnServersOf(undefined, now, toDate)).toEqual([]);
    expect(turnServersOf({ iceServers: [server], expiresAt: now }, now, toDate)).toEqual([]);
    expect(turnServersOf({ iceServers: [server] }, now, toDate)).toEqual([]);
    expect(turnServersOf({ iceServers: [{ urls: [] }, { ...server, credential: 1 }], expiresAt: later }, now, toDate)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { joinWindow } from '../../src/lib/joinWindow';
import {
  EXPIRY_MARGIN_MS,
  iceExpiry,
  iceServer,
  parseTurnArgs,
  turnConfig,
  turnCredential,
  turnUsername,
} from '../../scripts/lib/turnCredentials.mjs';

/*
 * The TURN job's credential (coturn's REST-API scheme) and its expiry (scripts/lib/turnCredentials.mjs).
 * The expected credentials were computed apart from this code, in a shell:
 *   printf '%s' '1899523800:bkVideo01' | openssl dgst -sha1 -hmac 'north-wing-secret-2030' -binary | base64
 *   printf '%s' '1899964800:abc123' | openssl dgst -sha1 -hmac 'north-wing-secret' -binary | base64
 * and the Unix time with: date -u -d '2030-03-12T05:30:00Z' +%s
 */
const SECRET = 'north-wing-secret-2030';
const URLS = ['turn:turn.example.in:3478?transport=udp', 'turns:turn.example.in:443?transport=tcp'];

describe('the credential', () => {
  it('is base64(HMAC-SHA1(secret, username)), as openssl computes it', () => {
    expect(turnCredential(SECRET, '1899523800:bkVideo01')).toBe('o1h6ymQZgcMQJyhv1sH4XdZrwX4=');
    expect(turnCredential('north-wing-secret', '1899964800:abc123')).toBe('px+CUH4gQpLjxLqio0RY6PkHSfY=');
    // Another secret, another credential.
    expect(turnCredential(`${SECRET}x`, '1899523800:bkVideo01')).not.toBe('o1h6ymQZgcMQJyhv1sH4XdZrwX4=');
  });

  it('a visit’s server: the URLs, "<expiry seconds>:<booking id>", and its credential', () => {
    const expiresAt = new Date('2030-03-12T05:30:00Z');
    expect(turnUsername(expiresAt, 'bkVideo01')).toBe('1899523800:bkVideo01');
    expect(iceServer({ secret: SECRET, urls: URLS }, 'bkVideo01', expiresAt)).toEqual({
      urls: URLS,
      username: '1899523800:bkVideo01',
      credential: 'o1h6ymQZgcMQJyhv1sH4XdZrwX4=',
    });
  });
});

describe('the expiry', () => {
  it('is the end of the join window and 15 minutes', () => {
    expect(EXPIRY_MARGIN_MS).toBe(15 * 60_000);
    // A 15-minute visit at 10:00 IST: the window closes at 10:45 (30 minutes after its end).
    const { closesAt } = joinWindow({ startsAt: new Date('2030-03-12T10:00+05:30'), minutes: 15 });
    expect(closesAt.toISOString()).toBe('2030-03-12T05:15:00.000Z');
    expect(iceExpiry(closesAt).toISOString()).toBe('2030-03-12T05:30:00.000Z');
    expect(iceExpiry(closesAt).getTime() / 1000).toBe(1899523800);
  });

  it('is rounded up to a whole second, so the username and the document agree', () => {
    expect(iceExpiry(new Date('2030-03-12T05:15:00.001Z')).toISOString()).toBe('2030-03-12T05:30:01.000Z');
    expect(turnUsername(iceExpiry(new Date('2030-03-12T05:15:00.001Z')), 'b')).toBe('1899523801:b');
  });

  it('follows the visit: a moved or longer visit expires later', () => {
    const at = (start: string, minutes: number) => iceExpiry(joinWindow({ startsAt: new Date(start), minutes }).closesAt).toISOString();
    expect(at('2030-03-12T10:00+05:30', 30)).toBe('2030-03-12T05:45:00.000Z');
    expect(at('2030-03-12T11:00+05:30', 15)).toBe('2030-03-12T06:30:00.000Z');
  });
});

describe('the settings and the command line', () => {
  it('takes the secret and comma-separated turn: and turns: URLs', () => {
    expect(turnConfig({ TURN_SECRET: SECRET, TURN_URLS: ` ${URLS.join(' , ')} ` })).toEqual({ secret: SECRET, urls: URLS });
  });

  it('names what is missing or wrong, never a value', () => {
    const problem = (env: Record<string, string>) => ('problem' in turnConfig(env) ? (turnConfig(env) as { problem: string }).problem : '');
    expect(problem({})).toMatch(/^TURN_SECRET and TURN_URLS are not set/);
    expect(problem({ TURN_URLS: URLS[0] })).toMatch(/^TURN_SECRET is not set/);
    expect(problem({ TURN_SECRET: SECRET, TURN_URLS: ' , ' })).toMatch(/^TURN_URLS is not set/);
    expect(problem({ TURN_SECRET: 'short', TURN_URLS: URLS[0] })).toMatch(/shorter than 16/);
    const wrong = problem({ TURN_SECRET: SECRET, TURN_URLS: `${URLS[0]},stun:stun.example.in:3478` });
    expect(wrong).toMatch(/entry 2 is not a turn: or turns: URL/);
    expect(wrong).not.toContain('stun.example.in');
    expect(problem({ TURN_SECRET: SECRET, TURN_URLS: 'https://turn.example.in' })).toMatch(/entry 1/);
  });

  it('takes --now and --dry-run, and nothing else', () => {
    expect(parseTurnArgs([])).toEqual({ now: null, dryRun: false });
    expect(parseTurnArgs(['--now', '2030-03-12T11:00+05:30', '--dry-run'])).toEqual({
      now: new Date('2030-03-12T05:30:00Z'),
      dryRun: true,
    });
    expect(parseTurnArgs(['--now'])).toBeNull();
    expect(parseTurnArgs(['--now', 'tomorrow'])).toBeNull();
    expect(parseTurnArgs(['--secret', 'x'])).toBeNull();
  });
});

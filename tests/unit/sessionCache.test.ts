import { describe, expect, it } from 'vitest';
import { PERMISSIONS, STAFF_ROLES } from '../../src/config/staffRoles';
import { clearCachedUser, isAdminRoles, readCachedUser, USER_CACHE_KEY, writeCachedUser } from '../../src/features/auth/sessionCache';

const user = {
  uid: 'u1',
  email: 'a@b.test',
  displayName: 'A',
  photoURL: null,
  emailVerified: true,
  phoneNumber: null,
  roles: [],
  doctorId: '',
};

describe('USER cache', () => {
  it("round-trips the session user as JSON under USER, with the spec's isAdmin flag", () => {
    writeCachedUser(user);
    expect(JSON.parse(localStorage.getItem(USER_CACHE_KEY) ?? '')).toEqual({ ...user, isAdmin: false });
    expect(readCachedUser()).toEqual(user);
    clearCachedUser();
    expect(readCachedUser()).toBeNull();
  });

  it.each([
    [['owner'], true],
    [['editor'], true],
    [['owner', 'frontDesk'], true],
    [['frontDesk'], false],
    [['doctor'], false],
    [[], false],
  ] as const)('isAdmin is true for whoever sees Add Blog / Add Faq / Add Service: roles %j → %s', (roles, isAdmin) => {
    writeCachedUser({ ...user, roles: [...roles] });
    expect(JSON.parse(localStorage.getItem(USER_CACHE_KEY) ?? '')).toMatchObject({ isAdmin });
  });

  it("isAdmin follows the roles' table: each role is an admin exactly when it may edit content", () => {
    for (const role of STAFF_ROLES) expect(isAdminRoles([role])).toBe((PERMISSIONS.editContent as readonly string[]).includes(role));
  });

  it('reads the roles back, never a forged isAdmin flag', () => {
    localStorage.setItem(USER_CACHE_KEY, JSON.stringify({ ...user, roles: [], isAdmin: true }));
    expect(readCachedUser()).toEqual(user);
  });

  it.each([
    ['not JSON', '{oops'],
    ['a string', '"admin"'],
    ['roles not a list', JSON.stringify({ ...user, roles: 'owner' })],
    ['no uid', JSON.stringify({ ...user, uid: '' })],
    ['null', 'null'],
  ])('ignores a cache entry that is %s', (_label, raw) => {
    localStorage.setItem(USER_CACHE_KEY, raw);
    expect(readCachedUser()).toBeNull();
  });
});

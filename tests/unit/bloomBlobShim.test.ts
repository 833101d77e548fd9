import { describe, expect, it } from 'vitest';
import type { Integer as ClosureIntegerClass } from '@firebase/webchannel-wrapper/bloom-blob';
// The real module, by file: the package name itself is aliased to the stand-in in builds. The
// file has no types of its own; they are the package's, imported above.
// @ts-expect-error TS7016
import { Integer as ClosureIntegerFile } from '../../node_modules/@firebase/webchannel-wrapper/dist/bloom-blob/esm/bloom_blob_es2018.js';
import { Integer } from '../../src/lib/sdkShims/bloomBlob';

const ClosureInteger = ClosureIntegerFile as typeof ClosureIntegerClass;

/** Ids a Firestore path may carry in the legacy `__id…__` form, well formed or not. */
const ids = [
  '0',
  '1',
  '-1',
  '7',
  '007',
  '42',
  '99999999',
  '100000000',
  '123456789012345678901234567890',
  '-99999999999999999999',
  '9007199254740993',
  '-0',
  '+5',
  ' 5',
  '1e3',
  '1a',
  'abc',
  '12345678abc',
  '१२३',
];

const answer = (run: () => unknown) => {
  try {
    return run();
  } catch (error) {
    return `throws ${(error as Error).message}`;
  }
};

describe("the stand-in for Firestore Lite's Closure Integer", () => {
  it('orders every pair of ids exactly as the real one does', () => {
    for (const a of ids) {
      for (const b of ids) {
        expect(Integer.fromString(a).compare(Integer.fromString(b)), `${a} vs ${b}`).toBe(
          ClosureInteger.fromString(a).compare(ClosureInteger.fromString(b)),
        );
      }
    }
  });

  it('reads each id to the same number, and refuses the same malformed ones', () => {
    for (const id of [...ids, '', '-', '1-2']) {
      expect(
        answer(() => Integer.fromString(id).toString()),
        JSON.stringify(id),
      ).toBe(answer(() => ClosureInteger.fromString(id).toString()));
    }
  });
});

/**
 * Stands in for `@firebase/webchannel-wrapper/bloom-blob` (vite.config.ts aliases it here).
 *
 * Firestore Lite imports that module, 4 kB gzip of Closure Library code, for one use: `Integer`,
 * to order legacy numeric document ids (`__id123__`) when it compares paths. Every page that
 * reads Firestore downloaded it. This is the same `fromString` and `compare`, on BigInt, parsing
 * the way Closure does (eight digits at a time through parseInt, so `1a` is 1 and `abc` is 0).
 * tests/unit/bloomBlobShim.test.ts holds it to the real module's answers. The full Firestore SDK
 * also uses the module's `Md5` and `BloomFilter`: this app imports only Firestore Lite, and a
 * build that imported the full SDK would fail on those missing names rather than misbehave.
 */
export class Integer {
  private constructor(private readonly value: bigint) {}

  static fromString(text: string): Integer {
    if (text.length === 0) throw new Error('number format error: empty string');
    if (text.startsWith('-')) return new Integer(-Integer.fromString(text.substring(1)).value);
    if (text.includes('-')) throw new Error('number format error: interior "-" character');
    let value = 0n;
    for (let start = 0; start < text.length; start += 8) {
      const part = text.substring(start, start + 8);
      const parsed = parseInt(part, 10);
      value = value * 10n ** BigInt(part.length) + BigInt(Number.isNaN(parsed) ? 0 : parsed);
    }
    return new Integer(value);
  }

  compare(other: Integer): number {
    return this.value === other.value ? 0 : this.value < other.value ? -1 : 1;
  }

  toString(): string {
    return String(this.value);
  }
}

import { readFileSync } from 'node:fs';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The layering rules of eslint.config.js, shown on fixtures (tests/build/fixtures/layering) linted
 * as if they stood at the given place in src: `npm run lint` fails on each forbidden import.
 */
const eslint = new ESLint();

async function restrictedImports(fixture: string, placedAt: string): Promise<string[]> {
  const code = readFileSync(`tests/build/fixtures/layering/${fixture}`, 'utf8');
  const [result] = await eslint.lintText(code, { filePath: placedAt });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('layers', () => {
  it("fails a feature that imports another feature's files", async () => {
    expect(await restrictedImports('feature-reaches-into-another.tsx', 'src/features/blog/Fixture.tsx')).toEqual([
      expect.stringContaining("Use the other feature's public API"),
    ]);
  });

  it("passes a feature that imports another feature's public API", async () => {
    expect(await restrictedImports('feature-uses-public-api.tsx', 'src/features/blog/Fixture.tsx')).toEqual([]);
  });

  it('fails a lib, component or service module that imports a feature', async () => {
    for (const place of ['src/lib/fixture.ts', 'src/components/fixture.ts', 'src/services/firebase/fixture.ts']) {
      expect(await restrictedImports('lib-imports-a-feature.ts', place), place).toEqual([
        expect.stringContaining('Only the app shell and features import features'),
      ]);
    }
  });

  it('fails config that defines words (the catalogs stand above it, in src/i18n)', async () => {
    expect(await restrictedImports('config-defines-words.ts', 'src/config/fixture.ts')).toEqual([
      expect.stringContaining('config and types sit below'),
    ]);
  });

  it('fails config that imports anything above it', async () => {
    expect(await restrictedImports('lib-imports-a-feature.ts', 'src/config/fixture.ts')).toEqual([
      expect.stringContaining('config and types sit below'),
    ]);
  });
});

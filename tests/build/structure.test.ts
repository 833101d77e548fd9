import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The house a newcomer finds their way in (issue 42): no import loops in src, nothing loose at its
 * root, no component file that does several jobs. Each rule fails here before it is broken in a
 * review.
 */
const SRC = resolve('src');

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}
const sources = filesUnder(SRC);

/** The files an import names: relative ones, and the build's aliases (either backend of @services). */
function resolveImport(from: string, specifier: string): string[] {
  const bases = specifier.startsWith('.')
    ? [resolve(dirname(from), specifier)]
    : specifier.startsWith('@services/')
      ? ['firebase', 'demo'].map((backend) => join(SRC, 'services', backend, specifier.slice('@services/'.length)))
      : specifier === '@app-check'
        ? ['on', 'off'].map((mode) => join(SRC, 'lib/appCheck', mode))
        : [];
  return bases.flatMap((base) => {
    const found = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find(
      (path) => existsSync(path) && statSync(path).isFile(),
    );
    return found && /\.tsx?$/.test(found) ? [found] : [];
  });
}

/** Every import of a file: static, type-only, re-exports and import() with a literal name. */
function importsOf(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  const specifiers = [
    ...code.matchAll(/^\s*(?:import|export)\b[^'";]*?from\s*'([^']+)'/gm),
    ...code.matchAll(/^\s*import\s*'([^']+)'/gm),
    ...code.matchAll(/\bimport\(\s*'([^']+)'\s*\)/g),
  ].map((match) => match[1]);
  return specifiers.flatMap((specifier) => resolveImport(file, specifier));
}

/** The loops of a graph: each a list of files, the first imported again by the last. */
function loops(graph: Map<string, string[]>): string[][] {
  const found: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    path.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') found.push(path.slice(path.indexOf(next)));
      else if (!state.has(next)) visit(next);
    }
    path.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return found;
}

const name = (file: string) => relative(process.cwd(), file);

describe('the structure of src', () => {
  it('has no import loops (a file that imports, directly or through others, a file that imports it back)', () => {
    const graph = new Map(sources.map((file) => [file, importsOf(file)]));
    expect([...graph.values()].flat().length).toBeGreaterThan(500);
    expect(loops(graph).map((loop) => loop.map(name).join(' → '))).toEqual([]);
  });

  it('finds a loop when there is one (the check can fail)', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
    ]);
    expect(loops(graph)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
    expect(importsOf(join(SRC, 'main.tsx')).map(name)).toContain('src/app/router.tsx');
  });

  it('keeps nothing at the root of src but the two entries and the Vite types', () => {
    const loose = readdirSync(SRC).filter((entry) => statSync(join(SRC, entry)).isFile());
    expect(loose.sort()).toEqual(['main.tsx', 'prerender.tsx', 'vite-env.d.ts']);
  });

  it('has no component file over 250 lines (split by what each part does)', () => {
    const long = sources
      .filter((file) => file.endsWith('.tsx'))
      .map((file) => ({ file: name(file), lines: readFileSync(file, 'utf8').split('\n').length }))
      .filter(({ lines }) => lines > 250);
    expect(long).toEqual([]);
  });
});

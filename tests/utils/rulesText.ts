import { readFileSync } from 'node:fs';
import { expect } from 'vitest';

/**
 * Reading firestore.rules (and storage.rules) as text, for tests that hold the rules to the
 * TypeScript definitions of their bounds, patterns and fields.
 */
export const firestoreRules = readFileSync('firestore.rules', 'utf8');
export const storageRules = readFileSync('storage.rules', 'utf8');

/** A pattern as the rules file writes it: in a string literal, each backslash doubled. */
export const asRulesLiteral = (pattern: string): string => `'${pattern.replaceAll('\\', '\\\\')}'`;

/**
 * The text from `opening` (a function's `function name(` or a block's `match /path`), which must
 * appear once, to the brace that closes it (the next one at its indentation).
 */
export function rulesBlock(opening: string, rules = firestoreRules): string {
  const at = rules.indexOf(opening);
  expect(at, `${opening} in the rules`).toBeGreaterThan(-1);
  expect(rules.indexOf(opening, at + 1), `${opening} only once in the rules`).toBe(-1);
  const indent = /( *)$/.exec(rules.slice(0, at))?.[1] ?? '';
  const end = rules.indexOf(`\n${indent}}`, at);
  expect(end, `the end of ${opening}`).toBeGreaterThan(at);
  return rules.slice(at, end);
}

/** The body of the rules' function `name`. */
export const rulesFunction = (name: string): string => rulesBlock(`function ${name}(`);

/** The string literals of a piece of the rules, in order and unescaped ('…' or "…", as in "Women's Health"). */
export function rulesStrings(text: string): string[] {
  return [...text.matchAll(/'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)"/g)].map((m) => (m[1] ?? m[2]).replace(/\\(.)/g, '$1'));
}

/** The strings of the first list literal ([…]) after `marker` in `text`. */
export function rulesList(text: string, marker: string): string[] {
  const at = text.indexOf(marker);
  expect(at, `${marker} in the rules`).toBeGreaterThan(-1);
  const list = /\[([^\]]*)\]/.exec(text.slice(at + marker.length))?.[1];
  expect(list, `a list after ${marker}`).toBeDefined();
  return rulesStrings(list ?? '');
}

/** The pattern passed to the first `.matches(` after `marker` in `text`, unescaped. */
export function rulesPatternAfter(text: string, marker: string): string {
  const at = text.indexOf(marker);
  expect(at, `${marker} in the rules`).toBeGreaterThan(-1);
  const literal = /\.matches\(('(?:[^'\\]|\\.)*')\)/.exec(text.slice(at))?.[1] ?? "''";
  return rulesStrings(literal)[0];
}

/** Every pattern passed to `.matches(` in `text`, unescaped. */
export const rulesPatternsIn = (text: string): string[] =>
  [...text.matchAll(/\.matches\(('(?:[^'\\]|\\.)*')\)/g)].map((m) => rulesStrings(m[1])[0]);

/** The value of `let name = '…';` in `text`, unescaped. */
export function rulesLet(text: string, name: string): string {
  const literal = new RegExp(`let ${name} = ('(?:[^'\\\\]|\\\\.)*');`).exec(text)?.[1];
  expect(literal, `let ${name} = '…' in the rules`).toBeDefined();
  return rulesStrings(literal ?? "''")[0];
}

/** Every number `pattern` (a RegExp with one group of digits) finds in `text`, in order. */
export const numbersIn = (text: string, pattern: RegExp): number[] => [...text.matchAll(pattern)].map((m) => Number(m[1]));

/** 0, 1, …, count - 1 (or from `first`). */
export const upTo = (count: number, first = 0): number[] => Array.from({ length: count }, (_, i) => first + i);

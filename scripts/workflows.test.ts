import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';

/**
 * GitHub's workflows cannot run here; action-validator holds each to the workflow schema
 * (from SchemaStore, bundled in the package), the check GitHub makes when a workflow is pushed.
 */
const root = path.resolve(import.meta.dirname, '..');
const validator = path.join(root, 'node_modules/@action-validator/cli/cli.mjs');
const validate = (file: string) => spawnSync(process.execPath, [validator, file], { encoding: 'utf8' });
const workflows = readdirSync(path.join(root, '.github/workflows')).filter((name) => /\.ya?ml$/.test(name));

it.each(workflows)('.github/workflows/%s is a valid workflow', (name) => {
  const result = validate(path.join(root, '.github/workflows', name));
  expect(result.status, result.stdout + result.stderr).toBe(0);
});

it('refuses a workflow with a misspelt key, naming the job', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'rc-workflow-'));
  try {
    const file = path.join(dir, 'misspelt.yml');
    writeFileSync(file, 'on: push\njobs:\n  gate:\n    runs-on: ubuntu-24.04\n    step:\n      - run: npm test\n');
    const result = validate(file);
    expect(result.status).not.toBe(0);
    expect(result.stdout + result.stderr).toContain("Additional property 'step' is not allowed");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

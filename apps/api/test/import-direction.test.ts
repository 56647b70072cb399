import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The API's import direction (apps/api/biome.json) checked with the project's own Biome: each probe
 * below is a small source file at a path of the API, linted under a copy of the real configuration.
 * Biome 2.5 reports no diagnostics for --stdin-file-path, so the probes are written to a scratch
 * folder shaped like the repository (its root config without the git integration, which needs a
 * repository) rather than into the source tree.
 */

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const biome = path.join(repoRoot, 'node_modules/.bin/biome');

type Probe = { file: string; from: string };

const refused: Record<string, Probe> = {
  'platform importing a module': { file: 'src/platform/probe.ts', from: '#api/modules/accounts/accounts.service.js' },
  'db importing a module': { file: 'src/db/seed/probe.ts', from: '#api/modules/billing/billing.seed.js' },
  'platform importing the app': { file: 'src/platform/queue/probe.ts', from: '#api/app.js' },
  'config.ts importing platform': { file: 'src/config.ts', from: '#api/platform/storage/s3-storage.js' },
  "a module importing another module's repository": {
    file: 'src/modules/applications/probe.ts',
    from: '#api/modules/jobs/jobs.repository.js',
  },
  "a module importing another module's routes": {
    file: 'src/modules/admin/probe.ts',
    from: '#api/modules/billing/billing.routes.js',
  },
  'a lower module importing a higher one': {
    file: 'src/modules/jobs/probe.ts',
    from: '#api/modules/applications/applications.service.js',
  },
  'a module importing one of its own layer': {
    file: 'src/modules/companies/probe.ts',
    from: '#api/modules/matching/matching.reads.service.js',
  },
  'a module importing the registry': { file: 'src/modules/dashboard/probe.ts', from: '#api/modules/index.js' },
  'a ../ escape from a module': { file: 'src/modules/jobs/escape.ts', from: '../applications/applications.repository.js' },
  'a ../../ escape from a module subfolder': {
    file: 'src/modules/jobs/public-page/probe.ts',
    from: '../../applications/applications.service.js',
  },
  'a ../ escape from platform': { file: 'src/platform/escape.ts', from: '../modules/accounts/accounts.service.js' },
};

const allowed: Record<string, Probe> = {
  "a module importing a lower module's service": {
    file: 'src/modules/applications/allowed.ts',
    from: '#api/modules/jobs/jobs.service.js',
  },
  'a module importing platform': { file: 'src/modules/jobs/allowed.ts', from: '#api/platform/policy.js' },
  'a module importing db': { file: 'src/modules/careers/allowed.ts', from: '#api/db/schema/index.js' },
  'a module importing its own file': { file: 'src/modules/candidates/allowed.ts', from: './candidates.repository.js' },
  'a module subfolder importing its module': { file: 'src/modules/jobs/public-page/allowed.ts', from: '../jobs.service.js' },
  'platform importing db': { file: 'src/platform/allowed.ts', from: '#api/db/client.js' },
};

let scratch: string;
/** The files (relative to apps/api) where Biome reported a restricted import. */
let flagged: Set<string>;

function writeJson(file: string, value: unknown) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
}

beforeAll(() => {
  scratch = mkdtempSync(path.join(tmpdir(), 'import-direction-'));
  const { vcs: _vcs, $schema: _rootSchema, ...root } = JSON.parse(readFileSync(path.join(repoRoot, 'biome.json'), 'utf8'));
  const { $schema: _apiSchema, ...api } = JSON.parse(readFileSync(path.join(repoRoot, 'apps/api/biome.json'), 'utf8'));
  writeJson(path.join(scratch, 'biome.json'), root);
  writeJson(path.join(scratch, 'apps/api/biome.json'), api);
  for (const { file, from } of [...Object.values(refused), ...Object.values(allowed)]) {
    const target = path.join(scratch, 'apps/api', file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, `import * as probe from '${from}';\n\nexport const used = probe;\n`);
  }
  const run = spawnSync(biome, ['lint', '--reporter=json', '--max-diagnostics=1000', 'apps'], { cwd: scratch, encoding: 'utf8' });
  const report = JSON.parse(run.stdout) as { diagnostics: { category: string; location: { path: string } }[] };
  flagged = new Set(
    report.diagnostics
      .filter((d) => d.category === 'lint/style/noRestrictedImports')
      .map((d) => path.relative('apps/api', d.location.path)),
  );
});

afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

describe('the API import direction (apps/api/biome.json)', () => {
  it.each(Object.entries(refused))('refuses %s', (_name, probe) => {
    expect(flagged.has(probe.file)).toBe(true);
  });

  it.each(Object.entries(allowed))('allows %s', (_name, probe) => {
    expect(flagged.has(probe.file)).toBe(false);
  });
});

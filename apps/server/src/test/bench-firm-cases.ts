import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { assessCase, buildBenchProfile, DEMO_PROFILE } from '@acclaim/domain/assessment';
import { composeLetter } from '@acclaim/domain/letter';
import { withExhibits } from '@acclaim/domain/test/exhibits';
import { openDatabase, type Database } from '../db/client';
import { createDeps } from '../deps';
import { readEnv } from '../lib/env';
import { createLogger } from '../lib/logger';
import { findFirmCases } from '../services/firms/client-cases';
import { countingDatabase } from './query-counter';
import { seedFirmClients } from './seed-firm-clients';

/** A fresh database: embedded under a temporary folder, or a new database on the PostgreSQL server at `databaseUrl`. */
async function scratchDatabase(databaseUrl: string | undefined): Promise<{ database: Database; dataDir: string; dispose: () => Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'acclaim-bench-firm-'));
  if (!databaseUrl) {
    const database = await openDatabase({ dataDir });
    return {
      database,
      dataDir,
      dispose: async () => {
        await database.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const name = `acclaim_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(databaseUrl);
  target.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: target.toString(), dataDir });
  return {
    database,
    dataDir,
    dispose: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: databaseUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The attorney's Clients list (GET /api/firm/cases: stage, progress, approvals and last activity of each case) for a
 * firm of 40 clients and one of 200 (seedFirmClients: documents, evidence, assessments, the bench profile's 13-section
 * EB-1A letter as a draft, approvals, worksheets, packages). Median of `reads` reads after one warm-up, on the
 * embedded database unless `databaseUrl` names a PostgreSQL server; with the queries one read issues. Goal: under
 * 150 ms for 200 clients (issue 28). `onSeeded` runs on each seeded database (e.g. an EXPLAIN).
 */
export async function benchFirmCaseList(
  options: { databaseUrl?: string; sizes?: number[]; reads?: number; onSeeded?: (database: Database, firmId: string, clients: number) => Promise<void> } = {},
) {
  const loadAverageAtStart = os.loadavg()[0];
  const input = withExhibits(buildBenchProfile(200, 40));
  const letter = composeLetter(input, assessCase(input), { petitionType: 'EB1A' });
  const assessment = assessCase(DEMO_PROFILE);
  const reads = options.reads ?? 5;
  const results = [];
  for (const clients of options.sizes ?? [40, 200]) {
    const scratch = await scratchDatabase(options.databaseUrl);
    try {
      const counted = countingDatabase(scratch.database);
      const env = readEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: scratch.dataDir, WEB_DIST: '/nonexistent' });
      const deps = createDeps(env, counted.database, createLogger('silent'));
      const { owner, firmId } = await seedFirmClients(scratch.database.db, { clients, letter, assessment });
      if (scratch.database.engine === 'postgres') await scratch.database.execute('analyze');
      await options.onSeeded?.(scratch.database, firmId, clients);
      await findFirmCases(deps, owner, {});
      counted.statements.length = 0;
      await findFirmCases(deps, owner, {});
      const queries = counted.statements.length;
      const times = [];
      for (let i = 0; i < reads; i++) {
        const started = performance.now();
        await findFirmCases(deps, owner, {});
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      results.push({ clients, medianMs: Math.round(times[Math.floor(times.length / 2)]!), queries });
    } finally {
      await scratch.dispose();
    }
  }
  const largest = results.find((row) => row.clients === 200);
  return {
    engine: options.databaseUrl ? 'postgres' : 'pglite',
    loadAverageAtStart,
    results,
    goal: 'under 150 ms for 200 clients',
    meetsGoal: largest ? largest.medianMs < 150 : null,
  };
}

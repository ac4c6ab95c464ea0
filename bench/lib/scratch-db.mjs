/** A throwaway PostgreSQL database for one bench run, on BENCH_DATABASE_URL's server. */
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { repoRoot } from './server-process.mjs';

const require = createRequire(`${repoRoot}/apps/server/package.json`);
export const pg = require('pg');

export async function createScratchDatabase() {
  const baseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const name = `culture_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

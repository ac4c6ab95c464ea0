/** Test support: scratch databases on TEST_DATABASE_URL's server, each dropped by the test that made it. */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export async function scratchDatabase(label: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error('needs TEST_DATABASE_URL');
  const name = `culture_${label}_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

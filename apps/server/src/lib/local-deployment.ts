/**
 * The deployment record `npm run chain` writes (contracts/deployments/localhost.json): where the
 * local pass lives, so a development server finds it with no manual step. Read only outside
 * production; a record that exists but cannot be used stops start-up naming PASS_DEPLOYMENT_FILE.
 */
import fs from 'node:fs';
import { z } from 'zod';
import { ConfigError } from '../config-error.js';

const recordSchema = z.object({
  chainId: z.number().int().positive(),
  address: z.string().regex(/^0x[0-9a-fA-F]{40}$/),
  rpcUrl: z.url({ protocol: /^https?$/ }),
  deployBlock: z.number().int().nonnegative(),
});
export type LocalDeployment = { chainId: number; address: `0x${string}`; rpcUrl: string; deployBlock: number };

/** The record, or null when the file does not exist (and was not named explicitly). */
export function readLocalDeployment(file: string, required: boolean): LocalDeployment | null {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if (!required && (error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw new ConfigError([`PASS_DEPLOYMENT_FILE cannot be read (${file}): ${(error as Error).message}`]);
  }
  let parsed: z.ZodSafeParseResult<z.infer<typeof recordSchema>>;
  try {
    parsed = recordSchema.safeParse(JSON.parse(text));
  } catch {
    throw new ConfigError([`PASS_DEPLOYMENT_FILE is not JSON (${file})`]);
  }
  if (!parsed.success) {
    throw new ConfigError([
      `PASS_DEPLOYMENT_FILE (${file}) lacks ${parsed.error.issues.map((i) => i.path.join('.')).join(', ')}: restart \`npm run chain\``,
    ]);
  }
  return { ...parsed.data, address: parsed.data.address as `0x${string}` };
}

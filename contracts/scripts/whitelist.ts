// CLI: whitelists/kyc.csv + whitelists/pre.csv → whitelists/proofs.json (roots and proofs).
// Usage: npm run whitelist [-- --dir <folder with kyc.csv and pre.csv>] [--out <proofs.json>]
// Exits 1, listing every bad line, when a CSV holds an invalid address.
import path from 'node:path';
import { buildProofsFile, DEFAULT_WHITELIST_DIR, writeProofsFile } from './lib/whitelist';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

function main(): void {
  const dir = path.resolve(arg('dir') ?? DEFAULT_WHITELIST_DIR);
  const out = path.resolve(arg('out') ?? path.join(dir, 'proofs.json'));
  let built;
  try {
    built = buildProofsFile(dir);
  } catch (err) {
    console.error(`whitelist: refused.\n${(err as Error).message}`);
    process.exit(1);
  }
  for (const w of built.warnings) console.warn(`whitelist: warning: ${w}`);
  writeProofsFile(built.file, out);
  const { kyc, pre } = built.file;
  console.log(`kyc: ${Object.keys(kyc.proofs).length} address(es), root ${kyc.root}`);
  console.log(`pre: ${Object.keys(pre.proofs).length} address(es), root ${pre.root}`);
  console.log(`wrote ${path.relative(process.cwd(), out) || out}`);
}

main();

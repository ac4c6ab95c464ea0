// Writes abi/CulturePass.json (committed) from the compiled artifact, so the server and the web
// app can import the ABI without compiling. Run: npm run abi
import fs from 'node:fs';
import path from 'node:path';
import hre from 'hardhat';
import { ABI_FILE, abiFileContent } from './lib/pass';

async function main(): Promise<void> {
  await hre.run('compile', { quiet: true });
  const artifact = await hre.artifacts.readArtifact('CulturePass');
  fs.mkdirSync(path.dirname(ABI_FILE), { recursive: true });
  fs.writeFileSync(ABI_FILE, abiFileContent(artifact));
  console.log(`wrote ${path.relative(process.cwd(), ABI_FILE)} (${(artifact.abi as unknown[]).length} entries)`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

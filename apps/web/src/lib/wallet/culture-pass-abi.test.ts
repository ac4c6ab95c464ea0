import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { culturePassAbi } from './culture-pass-abi';

const contractAbi = JSON.parse(
  fs.readFileSync(path.resolve(__dirname, '../../../../../contracts/abi/CulturePass.json'), 'utf8'),
) as { abi: Array<{ type: string; name?: string; inputs?: readonly unknown[] }> };

const signature = (entry: { type: string; name?: string; inputs?: readonly unknown[] }) =>
  `${entry.type}:${entry.name}:${JSON.stringify(entry.inputs ?? [])}`;

describe('the web copy of the CulturePass ABI', () => {
  it('has every entry exactly as the contract exports it', () => {
    const byKey = new Map(contractAbi.abi.map((entry) => [signature(entry), entry]));
    for (const entry of culturePassAbi) expect(byKey.get(signature(entry)), signature(entry)).toEqual(entry);
  });

  it('knows every custom error of the contract, so every revert can be named', () => {
    const errors = (abi: ReadonlyArray<{ type: string; name?: string }>) =>
      abi
        .filter((entry) => entry.type === 'error')
        .map((entry) => entry.name)
        .sort();
    expect(errors(culturePassAbi)).toEqual(errors(contractAbi.abi));
  });
});

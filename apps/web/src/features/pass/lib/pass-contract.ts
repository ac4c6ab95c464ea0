/**
 * Reading and writing CulturePass with viem. Reads go through the wallet when it is on the pass's
 * chain, otherwise to the chain's public RPC (use-pass decides). Writes always go through the
 * wallet, one transaction at a time, through runTransaction.
 */
import {
  createPublicClient,
  createWalletClient,
  custom,
  http,
  parseEventLogs,
  type Address,
  type Hex,
  type PublicClient,
} from 'viem';
import { injectedProvider } from '../../../lib/wallet/eip1193';
import { toViemChain, type ChainInfo } from '../../../lib/wallet/chains';
import { requireProvider } from '../../../lib/wallet/wallet-store';
import { runTransaction, type TxState } from '../../../lib/wallet/transaction';
import { culturePassAbi } from '../../../lib/wallet/culture-pass-abi';

export type PassChain = ChainInfo & { passAddress: Address };

export function readClient(chain: PassChain, viaWallet = true): PublicClient {
  const provider = viaWallet ? injectedProvider() : null;
  return createPublicClient({
    chain: toViemChain(chain),
    transport: provider ? custom(provider) : http(chain.rpcUrl ?? undefined),
    pollingInterval: 1000,
  }) as PublicClient;
}

export interface PassOverview {
  name: string;
  supply: bigint;
  totalMinted: bigint;
  counts: { kyc: bigint; pre: bigint; public: bigint };
  limits: { kyc: bigint; pre: bigint; public: bigint; address: bigint };
  prices: { kyc: bigint; pre: bigint; public: bigint };
  open: { kyc: boolean; pre: boolean; public: boolean; transfer: boolean };
  stakeOpen: boolean;
}

export async function readOverview(chain: PassChain, viaWallet: boolean): Promise<PassOverview> {
  const client = readClient(chain, viaWallet);
  const read = <
    F extends 'name' | 'supply' | 'totalMinted' | 'getMintCount' | 'getMintLimit' | 'getMintPrice' | 'getSwith' | 'stakeOpen',
  >(
    functionName: F,
  ) => client.readContract({ address: chain.passAddress, abi: culturePassAbi, functionName });
  const [name, supply, totalMinted, counts, limits, prices, switches, stakeOpen] = await Promise.all([
    read('name'),
    read('supply'),
    read('totalMinted'),
    read('getMintCount'),
    read('getMintLimit'),
    read('getMintPrice'),
    read('getSwith'),
    read('stakeOpen'),
  ]);
  return {
    name,
    supply,
    totalMinted,
    counts: { kyc: counts[0], pre: counts[1], public: counts[2] },
    limits: { kyc: limits[0], pre: limits[1], public: limits[2], address: limits[3] },
    prices: { kyc: prices[0], pre: prices[1], public: prices[2] },
    open: { kyc: switches[0], pre: switches[1], public: switches[2], transfer: switches[3] },
    stakeOpen,
  };
}

export interface HolderState {
  address: Address;
  minted: { kyc: bigint; pre: bigint; public: bigint };
  onKycList: boolean;
  onPreList: boolean;
  kycProof: Hex[];
  preProof: Hex[];
}

/** The holder's mint counts and whitelist status; `isWhitelist` reads msg.sender, so it is called from the holder. */
export async function readHolder(
  chain: PassChain,
  address: Address,
  proofs: { kycProof: string[]; preProof: string[] },
): Promise<HolderState> {
  const client = readClient(chain);
  const kycProof = proofs.kycProof as Hex[];
  const preProof = proofs.preProof as Hex[];
  const [minted, whitelist] = await Promise.all([
    client.readContract({ address: chain.passAddress, abi: culturePassAbi, functionName: 'mintCountOf', args: [address] }),
    client.readContract({
      address: chain.passAddress,
      abi: culturePassAbi,
      functionName: 'isWhitelist',
      args: [kycProof, preProof],
      account: address,
    }),
  ]);
  return {
    address,
    minted: { kyc: minted[0], pre: minted[1], public: minted[2] },
    onKycList: whitelist[0],
    onPreList: whitelist[1],
    kycProof,
    preProof,
  };
}

export interface OwnedPass {
  tokenId: bigint;
  staked: boolean;
  /** Seconds of the current stake and of all stakes, as read at `readAt` (ms). */
  current: bigint;
  total: bigint;
  readAt: number;
}

/**
 * The passes `address` holds, checked on chain: the index's list plus tokens this page just minted
 * (the index waits for confirmations), each kept only if the chain says the address owns it, with
 * its stake period read from the contract.
 */
export async function readOwnedPasses(chain: PassChain, address: Address, candidates: Iterable<bigint>): Promise<OwnedPass[]> {
  const client = readClient(chain);
  const ids = [...new Set([...candidates].map(String))].map(BigInt).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const rows = await Promise.all(
    ids.map(async (tokenId) => {
      const owner = await client
        .readContract({ address: chain.passAddress, abi: culturePassAbi, functionName: 'ownerOf', args: [tokenId] })
        .catch(() => null);
      if (!owner || owner.toLowerCase() !== address.toLowerCase()) return null;
      const [staked, current, total] = await client.readContract({
        address: chain.passAddress,
        abi: culturePassAbi,
        functionName: 'stakePeriod',
        args: [tokenId],
      });
      return { tokenId, staked, current, total, readAt: Date.now() } satisfies OwnedPass;
    }),
  );
  return rows.filter((row): row is OwnedPass => row !== null);
}

export type PassWrite =
  | { functionName: 'kycMint' | 'preMint'; args: [Hex[]]; value: bigint }
  | { functionName: 'publicMint'; args: []; value: bigint }
  | { functionName: 'stake' | 'unStake'; args: [bigint[]] }
  | { functionName: 'safeTransferWhileStake' | 'safeTransferFrom'; args: [Address, Address, bigint] };

/** Sends one write through the wallet with the state machine of spec §4/§8; answers its final state and the receipt's logs. */
export async function sendPassWrite(
  chain: PassChain,
  account: Address,
  write: PassWrite,
  onState: (state: TxState) => void,
): Promise<{ state: TxState; mintedTokenIds: bigint[] }> {
  const provider = requireProvider();
  const viemChain = toViemChain(chain);
  const reader = createPublicClient({ chain: viemChain, transport: custom(provider), pollingInterval: 1000 });
  const wallet = createWalletClient({ account, chain: viemChain, transport: custom(provider) });
  const request = {
    address: chain.passAddress,
    abi: culturePassAbi,
    functionName: write.functionName,
    args: write.args,
    account,
    ...('value' in write ? { value: write.value } : {}),
  } as const;
  let mintedTokenIds: bigint[] = [];
  const state = await runTransaction(
    {
      estimateGas: () => reader.estimateContractGas(request as Parameters<typeof reader.estimateContractGas>[0]),
      send: (gas) => wallet.writeContract({ ...(request as Parameters<typeof wallet.writeContract>[0]), gas }),
      wait: async (hash) => {
        const receipt = await reader.waitForTransactionReceipt({ hash });
        mintedTokenIds = parseEventLogs({ abi: culturePassAbi, eventName: 'Transfer', logs: receipt.logs })
          .filter((log) => log.args.to.toLowerCase() === account.toLowerCase())
          .map((log) => log.args.tokenId);
        return receipt;
      },
    },
    onState,
    culturePassAbi,
  );
  return { state, mintedTokenIds };
}

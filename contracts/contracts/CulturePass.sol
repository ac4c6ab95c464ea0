// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {ERC721A} from "erc721a/contracts/ERC721A.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {Ownable2Step} from "@openzeppelin/contracts/access/Ownable2Step.sol";
import {AccessControl} from "@openzeppelin/contracts/access/AccessControl.sol";
import {MerkleProof} from "@openzeppelin/contracts/utils/cryptography/MerkleProof.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";

/**
 * @title CulturePass
 * @notice The culture NFT pass: three paid mint phases (KYC whitelist, pre-mint whitelist, public),
 *         operator minting, in-place staking and owner-controlled switches.
 * @dev Design notes (see contracts/README.md for the long form):
 *  - Per-address mint counts live in ERC721A's 64-bit `aux` (16 bits per phase), next to the
 *    balance the mint writes anyway, so a phase mint costs little more than a bare `_mint`.
 *  - Phase totals, limits and the five switches share one storage slot; the three prices another.
 *  - Staking is in place: the token stays in the owner's wallet and `_beforeTokenTransfers`
 *    refuses to move it. `safeTransferWhileStake` lets the owner move one staked token by setting
 *    a transient marker holding exactly that token id; the hook consumes the marker before the
 *    receiver's `onERC721Received` runs, so the receiver cannot use it to move any staked token
 *    (the Moonbirds "global nesting-transfer flag" hole).
 *  - Mints use `_mint` (no receiver callback), so minting never calls out to other contracts.
 */
contract CulturePass is ERC721A, Ownable2Step, AccessControl, ReentrancyGuardTransient {
    using SafeERC20 for IERC20;

    // ----------------------------------------------------------------------------------------
    // Errors (the 13 ERC721A errors of IERC721A are inherited)
    // ----------------------------------------------------------------------------------------

    /// @notice The mint phase called is switched off.
    error MintClosed();
    /// @notice The phase has minted its phase limit.
    error PhaseLimitReached();
    /// @notice The caller has minted `addressMintLimit` tokens across the three phases.
    error AddressLimitReached();
    /// @notice The mint would take the total minted above the supply cap.
    error SupplyExceeded();
    /// @notice `msg.value` is not exactly the phase price.
    error WrongPrice(uint256 expected, uint256 sent);
    /// @notice The Merkle proof does not prove the caller is on the phase whitelist.
    error InvalidProof();
    /// @notice Transfers are switched off (`transferOpen` is false).
    error TransferClosed();
    /// @notice The token is staked: it cannot be moved this way, or staked again.
    error TokenStaked(uint256 tokenId);
    /// @notice Staking is switched off (`stakeOpen` is false).
    error StakeClosed();
    /// @notice The token is not staked.
    error NotStaked(uint256 tokenId);
    /// @notice The caller does not own the token.
    error NotTokenOwner(uint256 tokenId);
    /// @notice Sending the native coin to the withdraw recipient failed.
    error WithdrawFailed(address token);
    /// @notice Withdrawing to the zero address is refused.
    error WithdrawToZeroAddress();
    /// @notice A supply cap of zero was given to the constructor.
    error ZeroSupply();
    /// @notice `operatorMint` was asked for more than `max` tokens in one call.
    error OperatorBatchTooLarge(uint256 amount, uint256 max);

    // ----------------------------------------------------------------------------------------
    // Events (Transfer, Approval, ApprovalForAll, OwnershipTransferred, RoleGranted, RoleRevoked
    // are inherited)
    // ----------------------------------------------------------------------------------------

    /// @notice `tokenId` started staking at `time` (block timestamp).
    event Staked(uint256 tokenId, uint256 time);
    /// @notice `tokenId` stopped staking at `time` (block timestamp).
    event UnStaked(uint256 tokenId, uint256 time);

    // ----------------------------------------------------------------------------------------
    // Storage
    // ----------------------------------------------------------------------------------------

    /// @notice Role allowed to `operatorMint` and `operatorUnStake`; granted and revoked by the owner.
    bytes32 public constant OPERATOR_ROLE = keccak256("OPERATOR_ROLE");

    /// @notice Most tokens one `operatorMint` call may mint. Bounds the gas of the batch and of
    ///         the first transfer out of it (ERC721A scans back to the batch's first id).
    uint256 public constant MAX_OPERATOR_MINT = 100;

    // Bit offsets of the per-address phase counters inside ERC721A's 64-bit aux.
    uint256 private constant AUX_KYC = 0;
    uint256 private constant AUX_PRE = 16;
    uint256 private constant AUX_PUBLIC = 32;
    uint256 private constant AUX_MASK = 0xFFFF;

    /// @dev Everything a phase mint reads and writes, in one slot (248 bits).
    struct MintState {
        uint32 kycMintCount;
        uint32 preMintCount;
        uint32 publicMintCount;
        uint32 kycMintLimit;
        uint32 preMintLimit;
        uint32 publicMintLimit;
        uint16 addressMintLimit;
        bool kycMintOpen;
        bool preMintOpen;
        bool publicMintOpen;
        bool transferOpen;
        bool stakeOpen;
    }

    /// @dev The three phase prices in wei, in one slot.
    struct MintPrice {
        uint80 kycMintPrice;
        uint80 preMintPrice;
        uint80 publicMintPrice;
    }

    /// @dev Stake record of one token: start of the current stake (0 when not staked) and the
    ///      seconds of all finished stakes. Belongs to the token, so it survives transfers.
    struct StakeRecord {
        uint64 start;
        uint64 total;
    }

    /// @notice The supply cap: total minted never exceeds it.
    uint256 public immutable supply;

    MintState private _state;
    MintPrice private _price;

    /// @notice Merkle root of the KYC whitelist (StandardMerkleTree of `["address"]` leaves).
    bytes32 public kycMerkleRoot;
    /// @notice Merkle root of the pre-mint whitelist (StandardMerkleTree of `["address"]` leaves).
    bytes32 public preMerkleRoot;

    string private _baseTokenURI;

    mapping(uint256 tokenId => StakeRecord) private _stakes;

    /// @dev tokenId + 1 of the single staked token `safeTransferWhileStake` is moving; 0 = none.
    ///      Transient, and consumed by `_beforeTokenTransfers` before any receiver callback.
    uint256 private transient _stakedTransferMarker;

    // ----------------------------------------------------------------------------------------
    // Construction
    // ----------------------------------------------------------------------------------------

    /**
     * @notice Deploys the pass; the deployer becomes the owner. Every phase, transfers and
     *         staking start switched off, with zero limits and prices.
     * @param name_ ERC-721 name.
     * @param symbol_ ERC-721 symbol.
     * @param supply_ The supply cap (must be non-zero).
     * @param baseURI_ Prefix of every token URI (`baseURI_ + tokenId`).
     */
    constructor(string memory name_, string memory symbol_, uint256 supply_, string memory baseURI_)
        ERC721A(name_, symbol_)
        Ownable(msg.sender)
    {
        if (supply_ == 0) revert ZeroSupply();
        supply = supply_;
        _baseTokenURI = baseURI_;
    }

    // ----------------------------------------------------------------------------------------
    // Minting
    // ----------------------------------------------------------------------------------------

    /**
     * @notice Mints one token to the caller in the KYC phase.
     * @dev Needs `kycMintOpen`, a proof against `kycMerkleRoot`, exactly `kycMintPrice` wei,
     *      room in the KYC phase limit, the caller's address limit and the supply cap.
     * @param merkleProof Proof that the caller is on the KYC whitelist.
     */
    function kycMint(bytes32[] calldata merkleProof) external payable {
        MintState memory s = _state;
        if (!s.kycMintOpen) revert MintClosed();
        if (!MerkleProof.verifyCalldata(merkleProof, kycMerkleRoot, _leaf(msg.sender))) revert InvalidProof();
        _checkPrice(_price.kycMintPrice);
        if (s.kycMintCount >= s.kycMintLimit) revert PhaseLimitReached();
        _checkAddressAndSupply(s.addressMintLimit);
        unchecked {
            _state.kycMintCount = s.kycMintCount + 1;
            _setAux(msg.sender, _getAux(msg.sender) + uint64(1 << AUX_KYC));
        }
        _mint(msg.sender, 1);
    }

    /**
     * @notice Mints one token to the caller in the pre-mint phase.
     * @dev Needs `preMintOpen`, a proof against `preMerkleRoot`, exactly `preMintPrice` wei,
     *      room in the pre-mint phase limit, the caller's address limit and the supply cap.
     * @param merkleProof Proof that the caller is on the pre-mint whitelist.
     */
    function preMint(bytes32[] calldata merkleProof) external payable {
        MintState memory s = _state;
        if (!s.preMintOpen) revert MintClosed();
        if (!MerkleProof.verifyCalldata(merkleProof, preMerkleRoot, _leaf(msg.sender))) revert InvalidProof();
        _checkPrice(_price.preMintPrice);
        if (s.preMintCount >= s.preMintLimit) revert PhaseLimitReached();
        _checkAddressAndSupply(s.addressMintLimit);
        unchecked {
            _state.preMintCount = s.preMintCount + 1;
            _setAux(msg.sender, _getAux(msg.sender) + uint64(1 << AUX_PRE));
        }
        _mint(msg.sender, 1);
    }

    /**
     * @notice Mints one token to the caller in the public phase.
     * @dev Needs `publicMintOpen`, exactly `publicMintPrice` wei, room in the public phase limit,
     *      the caller's address limit and the supply cap.
     */
    function publicMint() external payable {
        MintState memory s = _state;
        if (!s.publicMintOpen) revert MintClosed();
        _checkPrice(_price.publicMintPrice);
        if (s.publicMintCount >= s.publicMintLimit) revert PhaseLimitReached();
        _checkAddressAndSupply(s.addressMintLimit);
        unchecked {
            _state.publicMintCount = s.publicMintCount + 1;
            _setAux(msg.sender, _getAux(msg.sender) + uint64(1 << AUX_PUBLIC));
        }
        _mint(msg.sender, 1);
    }

    /**
     * @notice Operator mint of `amount` tokens to `to`, free and outside the phases.
     * @dev Bound by the supply cap and `MAX_OPERATOR_MINT` per call; does not count toward any
     *      phase or address limit.
     *      Uses `_mint`, so no `onERC721Received` callback is made to a contract `to`.
     * @param amount Number of tokens (ERC721A's MintZeroQuantity when 0).
     * @param to Recipient (ERC721A's MintToZeroAddress when zero).
     */
    function operatorMint(uint256 amount, address to) external onlyRole(OPERATOR_ROLE) {
        if (amount > MAX_OPERATOR_MINT) revert OperatorBatchTooLarge(amount, MAX_OPERATOR_MINT);
        if (_totalMinted() + amount > supply) revert SupplyExceeded();
        _mint(to, amount);
    }

    function _checkPrice(uint256 price) private view {
        if (msg.value != price) revert WrongPrice(price, msg.value);
    }

    function _checkAddressAndSupply(uint256 addressMintLimit) private view {
        uint256 aux = _getAux(msg.sender);
        uint256 minted = (aux & AUX_MASK) + ((aux >> AUX_PRE) & AUX_MASK) + ((aux >> AUX_PUBLIC) & AUX_MASK);
        if (minted >= addressMintLimit) revert AddressLimitReached();
        if (_totalMinted() >= supply) revert SupplyExceeded();
    }

    function _leaf(address account) private pure returns (bytes32) {
        // OpenZeppelin StandardMerkleTree leaf for the value ["address"]: double-hashed.
        return keccak256(bytes.concat(keccak256(abi.encode(account))));
    }

    // ----------------------------------------------------------------------------------------
    // Staking
    // ----------------------------------------------------------------------------------------

    /**
     * @notice Stakes the caller's tokens in place (they stay in the caller's wallet).
     * @dev Needs `stakeOpen`; each token must be the caller's and not yet staked. Clears the
     *      token's single-token approval (an `Approval` to the zero address when one was set).
     *      Emits `Staked(tokenId, block.timestamp)` per token.
     * @param tokenIds Tokens to stake.
     */
    function stake(uint256[] calldata tokenIds) external {
        if (!_state.stakeOpen) revert StakeClosed();
        uint256 n = tokenIds.length;
        for (uint256 i; i < n; ) {
            uint256 tokenId = tokenIds[i];
            if (ownerOf(tokenId) != msg.sender) revert NotTokenOwner(tokenId);
            StakeRecord storage r = _stakes[tokenId];
            if (r.start != 0) revert TokenStaked(tokenId);
            // A staked pass carries no single-token approval: an address approved before the
            // stake must not be able to take the pass the moment it is unstaked.
            if (getApproved(tokenId) != address(0)) approve(address(0), tokenId);
            r.start = uint64(block.timestamp);
            emit Staked(tokenId, block.timestamp);
            unchecked {
                ++i;
            }
        }
    }

    /**
     * @notice Unstakes the caller's tokens; always allowed to the owner, whatever the switches.
     * @dev Adds the finished stake to the token's total. Emits `UnStaked(tokenId, block.timestamp)`.
     * @param tokenIds Tokens to unstake; each must be the caller's and staked.
     */
    function unStake(uint256[] calldata tokenIds) external {
        uint256 n = tokenIds.length;
        for (uint256 i; i < n; ) {
            uint256 tokenId = tokenIds[i];
            if (ownerOf(tokenId) != msg.sender) revert NotTokenOwner(tokenId);
            _unStake(tokenId);
            unchecked {
                ++i;
            }
        }
    }

    /**
     * @notice Operator unstake of any holder's tokens.
     * @param tokenIds Tokens to unstake; each must be staked.
     */
    function operatorUnStake(uint256[] calldata tokenIds) external onlyRole(OPERATOR_ROLE) {
        uint256 n = tokenIds.length;
        for (uint256 i; i < n; ) {
            uint256 tokenId = tokenIds[i];
            if (!_exists(tokenId)) revert OwnerQueryForNonexistentToken();
            _unStake(tokenId);
            unchecked {
                ++i;
            }
        }
    }

    function _unStake(uint256 tokenId) private {
        StakeRecord storage r = _stakes[tokenId];
        uint256 start = r.start;
        if (start == 0) revert NotStaked(tokenId);
        unchecked {
            r.total = uint64(r.total + (block.timestamp - start));
        }
        r.start = 0;
        emit UnStaked(tokenId, block.timestamp);
    }

    /**
     * @notice Moves one staked token from its owner to `to`; the token stays staked and keeps its
     *         stake time. Only the token's owner may call it, and `transferOpen` must be on.
     * @dev The bypass is a transient marker holding exactly `tokenId`, consumed by
     *      `_beforeTokenTransfers` before `to` receives its `onERC721Received` call; during that
     *      callback no staked token (this one included) can be moved except by its owner calling
     *      this function again.
     * @param from Current owner; must be the caller (ERC721A's TransferFromIncorrectOwner otherwise).
     * @param to Recipient; a contract must accept ERC-721 tokens.
     * @param tokenId The staked token.
     */
    function safeTransferWhileStake(address from, address to, uint256 tokenId) external {
        if (ownerOf(tokenId) != msg.sender) revert NotTokenOwner(tokenId);
        if (_stakes[tokenId].start == 0) revert NotStaked(tokenId);
        _stakedTransferMarker = tokenId + 1;
        safeTransferFrom(from, to, tokenId, "");
    }

    /**
     * @dev Enforces `transferOpen` and the staking lock on every transfer (mints are exempt).
     */
    function _beforeTokenTransfers(address from, address, uint256 startTokenId, uint256) internal override {
        if (from != address(0)) {
            if (!_state.transferOpen) revert TransferClosed();
            if (_stakes[startTokenId].start != 0) {
                if (_stakedTransferMarker != startTokenId + 1) revert TokenStaked(startTokenId);
                _stakedTransferMarker = 0;
            }
        }
    }

    // ----------------------------------------------------------------------------------------
    // Reads
    // ----------------------------------------------------------------------------------------

    /// @notice Tokens minted so far in each phase (all addresses together).
    function getMintCount() external view returns (uint256 kycMintCount, uint256 preMintCount, uint256 publicMintCount) {
        MintState memory s = _state;
        return (s.kycMintCount, s.preMintCount, s.publicMintCount);
    }

    /// @notice Tokens `account` has minted in each phase (operator mints not included).
    function mintCountOf(address account)
        external
        view
        returns (uint256 kycMintCount, uint256 preMintCount, uint256 publicMintCount)
    {
        uint256 aux = _getAux(account);
        return (aux & AUX_MASK, (aux >> AUX_PRE) & AUX_MASK, (aux >> AUX_PUBLIC) & AUX_MASK);
    }

    /// @notice The phase limits and the per-address limit (across the three phases).
    function getMintLimit()
        external
        view
        returns (uint256 kycMintLimit, uint256 preMintLimit, uint256 publicMintLimit, uint256 addressMintLimit)
    {
        MintState memory s = _state;
        return (s.kycMintLimit, s.preMintLimit, s.publicMintLimit, s.addressMintLimit);
    }

    /// @notice The phase prices in wei.
    function getMintPrice() external view returns (uint256 kycMintPrice, uint256 preMintPrice, uint256 publicMintPrice) {
        MintPrice memory p = _price;
        return (p.kycMintPrice, p.preMintPrice, p.publicMintPrice);
    }

    /// @notice The four switches (the spec's spelling `getSwith`).
    function getSwith() external view returns (bool kycMintOpen, bool preMintOpen, bool publicMintOpen, bool transferOpen) {
        MintState memory s = _state;
        return (s.kycMintOpen, s.preMintOpen, s.publicMintOpen, s.transferOpen);
    }

    /// @notice Whether staking is switched on.
    function stakeOpen() external view returns (bool) {
        return _state.stakeOpen;
    }

    /// @notice Start timestamp of the token's current stake, 0 when not staked.
    /// @param tokenId An existing token (OwnerQueryForNonexistentToken otherwise).
    function getStakeTime(uint256 tokenId) external view returns (uint256) {
        if (!_exists(tokenId)) revert OwnerQueryForNonexistentToken();
        return _stakes[tokenId].start;
    }

    /**
     * @notice Stake period of a token.
     * @param tokenId An existing token (OwnerQueryForNonexistentToken otherwise).
     * @return isStake Whether it is staked now.
     * @return current Seconds of the current stake (0 when not staked).
     * @return total Seconds of all stakes, the current one included.
     */
    function stakePeriod(uint256 tokenId) external view returns (bool isStake, uint256 current, uint256 total) {
        if (!_exists(tokenId)) revert OwnerQueryForNonexistentToken();
        StakeRecord memory r = _stakes[tokenId];
        if (r.start != 0) {
            isStake = true;
            current = block.timestamp - r.start;
        }
        total = r.total + current;
    }

    /**
     * @notice Whether the caller is on each whitelist, given its two proofs.
     * @param kycProof Proof against `kycMerkleRoot`.
     * @param preProof Proof against `preMerkleRoot`.
     */
    function isWhitelist(bytes32[] calldata kycProof, bytes32[] calldata preProof)
        external
        view
        returns (bool isKycWhitelist, bool isPreWhitelist)
    {
        bytes32 leaf = _leaf(msg.sender);
        isKycWhitelist = MerkleProof.verifyCalldata(kycProof, kycMerkleRoot, leaf);
        isPreWhitelist = MerkleProof.verifyCalldata(preProof, preMerkleRoot, leaf);
    }

    /// @notice Number of tokens ever minted (no burns exist, so equal to totalSupply).
    function totalMinted() external view returns (uint256) {
        return _totalMinted();
    }

    /// @notice Whether `account` holds OPERATOR_ROLE.
    function isOperator(address account) external view returns (bool) {
        return hasRole(OPERATOR_ROLE, account);
    }

    /// @notice The base URI token URIs are built from.
    function baseURI() external view returns (string memory) {
        return _baseTokenURI;
    }

    /// @inheritdoc ERC721A
    function supportsInterface(bytes4 interfaceId) public view override(ERC721A, AccessControl) returns (bool) {
        return ERC721A.supportsInterface(interfaceId) || AccessControl.supportsInterface(interfaceId);
    }

    function _baseURI() internal view override returns (string memory) {
        return _baseTokenURI;
    }

    // ----------------------------------------------------------------------------------------
    // Owner
    // ----------------------------------------------------------------------------------------

    /// @notice Sets the prefix of every token URI.
    function setBaseURI(string calldata baseURI_) external onlyOwner {
        _baseTokenURI = baseURI_;
    }

    /// @notice Sets both whitelist Merkle roots.
    function setMerkleRoots(bytes32 kycRoot, bytes32 preRoot) external onlyOwner {
        kycMerkleRoot = kycRoot;
        preMerkleRoot = preRoot;
    }

    /// @notice Sets the KYC whitelist Merkle root.
    function setKycMerkleRoot(bytes32 root) external onlyOwner {
        kycMerkleRoot = root;
    }

    /// @notice Sets the pre-mint whitelist Merkle root.
    function setPreMerkleRoot(bytes32 root) external onlyOwner {
        preMerkleRoot = root;
    }

    /**
     * @notice Sets the phase limits and the per-address limit. A limit below what was already
     *         minted simply closes that phase.
     */
    function setMintLimit(uint32 kycMintLimit, uint32 preMintLimit, uint32 publicMintLimit, uint16 addressMintLimit)
        external
        onlyOwner
    {
        MintState storage s = _state;
        s.kycMintLimit = kycMintLimit;
        s.preMintLimit = preMintLimit;
        s.publicMintLimit = publicMintLimit;
        s.addressMintLimit = addressMintLimit;
    }

    /// @notice Sets the three phase prices in wei.
    function setMintPrice(uint80 kycMintPrice, uint80 preMintPrice, uint80 publicMintPrice) external onlyOwner {
        _price = MintPrice(kycMintPrice, preMintPrice, publicMintPrice);
    }

    /// @notice Sets the four switches (the mint phases and transfers).
    function setSwitch(bool kycMintOpen, bool preMintOpen, bool publicMintOpen, bool transferOpen) external onlyOwner {
        MintState storage s = _state;
        s.kycMintOpen = kycMintOpen;
        s.preMintOpen = preMintOpen;
        s.publicMintOpen = publicMintOpen;
        s.transferOpen = transferOpen;
    }

    /// @notice Switches staking on or off (unstaking is always possible).
    function setStakeOpen(bool open) external onlyOwner {
        _state.stakeOpen = open;
    }

    /**
     * @notice Grants a role; only the owner may (OPERATOR_ROLE is the one role in use).
     * @dev Overrides AccessControl's admin-role check: the owner is the single authority, so
     *      operators follow ownership transfers and a non-owner gets OwnableUnauthorizedAccount.
     */
    function grantRole(bytes32 role, address account) public override onlyOwner {
        _grantRole(role, account);
    }

    /// @notice Revokes a role; only the owner may. Operators may still `renounceRole` themselves.
    function revokeRole(bytes32 role, address account) public override onlyOwner {
        _revokeRole(role, account);
    }

    /**
     * @notice Whether `account` holds `role`. Operator rights end with ownership: once the owner
     *         has renounced, no address is an operator any more (nobody could revoke them).
     * @dev `onlyRole` and `isOperator` go through here, so `operatorMint` and `operatorUnStake`
     *      close for good with `renounceOwnership`.
     */
    function hasRole(bytes32 role, address account) public view override returns (bool) {
        if (role == OPERATOR_ROLE && owner() == address(0)) return false;
        return super.hasRole(role, account);
    }

    /**
     * @notice Sends the contract's whole balance of each listed asset to `to`.
     * @dev Not re-enterable. The zero address stands for the native coin; any other entry is an
     *      ERC-20 sent with SafeERC20.
     * @param tokens Assets to withdraw.
     * @param to Recipient (not the zero address).
     */
    function withdraw(address[] calldata tokens, address to) external onlyOwner nonReentrant {
        if (to == address(0)) revert WithdrawToZeroAddress();
        uint256 n = tokens.length;
        for (uint256 i; i < n; ) {
            address token = tokens[i];
            if (token == address(0)) {
                (bool ok, ) = to.call{value: address(this).balance}("");
                if (!ok) revert WithdrawFailed(token);
            } else {
                IERC20(token).safeTransfer(to, IERC20(token).balanceOf(address(this)));
            }
            unchecked {
                ++i;
            }
        }
    }
}

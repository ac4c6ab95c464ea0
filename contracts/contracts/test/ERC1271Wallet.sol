// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IERC1271} from "@openzeppelin/contracts/interfaces/IERC1271.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";

/// @notice A minimal EIP-1271 contract wallet: a signature is valid when its single owner key signed
///         the hash (what a smart-contract wallet's sign-in looks like to a site). Test use only.
contract ERC1271Wallet is IERC1271 {
    address public immutable owner;

    constructor(address owner_) {
        owner = owner_;
    }

    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        (address signer, ECDSA.RecoverError err, ) = ECDSA.tryRecover(hash, signature);
        return err == ECDSA.RecoverError.NoError && signer == owner ? IERC1271.isValidSignature.selector : bytes4(0xffffffff);
    }
}

/// @notice Deploys ERC1271Wallet at a CREATE2 address known before deployment, so a wallet can sign
///         before it exists (ERC-6492: the signature carries this factory and its calldata). Test use only.
contract ERC1271WalletFactory {
    event Deployed(address wallet, address owner);

    function deploy(address owner, bytes32 salt) external returns (address wallet) {
        wallet = address(new ERC1271Wallet{salt: salt}(owner));
        emit Deployed(wallet, owner);
    }

    function predict(address owner, bytes32 salt) external view returns (address) {
        bytes32 codeHash = keccak256(abi.encodePacked(type(ERC1271Wallet).creationCode, abi.encode(owner)));
        return address(uint160(uint256(keccak256(abi.encodePacked(bytes1(0xff), address(this), salt, codeHash)))));
    }
}

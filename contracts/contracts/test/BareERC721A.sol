// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {ERC721A} from "erc721a/contracts/ERC721A.sol";

/// @notice Gas baseline: a bare ERC721A whose only addition is an open `_mint`. Test use only.
contract BareERC721A is ERC721A {
    constructor() ERC721A("Bare", "BARE") {}

    /// @notice Mints `qty` tokens to `to` with ERC721A's `_mint`, nothing else.
    function mint(address to, uint256 qty) external {
        _mint(to, qty);
    }
}

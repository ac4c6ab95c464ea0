// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {ERC721A} from "erc721a/contracts/ERC721A.sol";

/**
 * @notice The Moonbirds design, reproduced as a counter-example for the tests: a global
 *         "transfer while staked" flag stays set during the receiver's onERC721Received, so the
 *         receiver can move other staked tokens it is approved for. CulturePass must not behave
 *         like this. Test use only.
 */
contract GlobalFlagStaking is ERC721A {
    error TokenStaked(uint256 tokenId);

    mapping(uint256 => bool) public staked;
    uint256 private _transferWhileStaked = 1;

    constructor() ERC721A("GlobalFlag", "GF") {}

    function mint(address to, uint256 qty) external {
        _mint(to, qty);
    }

    function stake(uint256[] calldata tokenIds) external {
        for (uint256 i; i < tokenIds.length; i++) {
            require(ownerOf(tokenIds[i]) == msg.sender, "not owner");
            staked[tokenIds[i]] = true;
        }
    }

    function safeTransferWhileStake(address from, address to, uint256 tokenId) external {
        require(ownerOf(tokenId) == msg.sender, "not owner");
        _transferWhileStaked = 2;
        safeTransferFrom(from, to, tokenId);
        _transferWhileStaked = 1;
    }

    function _beforeTokenTransfers(address from, address, uint256 startTokenId, uint256) internal view override {
        if (from != address(0) && staked[startTokenId] && _transferWhileStaked != 2) revert TokenStaked(startTokenId);
    }
}

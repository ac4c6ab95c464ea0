// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/// @notice Accepts ERC-721 tokens; and a contract that does not (NonReceiver). Test use only.
contract ERC721Holder {
    function onERC721Received(address, address, uint256, bytes calldata) external pure returns (bytes4) {
        return this.onERC721Received.selector;
    }
}

contract NonReceiver {
    /// @notice Refuses the native coin, for the WithdrawFailed path.
    receive() external payable {
        revert("no thanks");
    }
}

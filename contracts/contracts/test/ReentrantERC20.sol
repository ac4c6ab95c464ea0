// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";

interface ITokenTransferHook {
    function onTokenTransfer() external;
}

/// @notice Hostile ERC-20: every transfer to `hookTarget` calls it back before returning. Test use only.
contract ReentrantERC20 is ERC20 {
    address public hookTarget;

    constructor() ERC20("Hostile", "HOST") {}

    function mint(address to, uint256 amount) external {
        _mint(to, amount);
    }

    function setHookTarget(address target) external {
        hookTarget = target;
    }

    function _update(address from, address to, uint256 value) internal override {
        super._update(from, to, value);
        if (to == hookTarget && hookTarget != address(0)) ITokenTransferHook(to).onTokenTransfer();
    }
}

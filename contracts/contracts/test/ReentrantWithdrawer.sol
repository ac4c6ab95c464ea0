// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

interface ICulturePassWithdraw {
    function withdraw(address[] calldata tokens, address to) external;

    function acceptOwnership() external;
}

/**
 * @notice A contract owner of the pass that re-enters `withdraw` when it receives the native
 *         coin (receive) or when a hostile ERC-20 calls it back during a transfer
 *         (`onTokenTransfer`). Records what the re-entry got. Test use only.
 */
contract ReentrantWithdrawer {
    ICulturePassWithdraw public pass;
    address[] private _reenterTokens;
    bool public reenter = true;

    uint256 public reentryAttempts;
    bool public reentrySucceeded;
    bytes public reentryError;
    uint256 public received;

    function setPass(address pass_) external {
        pass = ICulturePassWithdraw(pass_);
    }

    /// @notice Completes the pass's two-step ownership transfer to this contract.
    function acceptOwnership() external {
        pass.acceptOwnership();
    }

    function setReenter(bool on) external {
        reenter = on;
    }

    /// @notice Calls `withdraw(tokens, this)` as the owner.
    function attack(address[] calldata tokens) external {
        _reenterTokens = tokens;
        pass.withdraw(tokens, address(this));
    }

    function _tryReenter() private {
        if (!reenter || reentryAttempts > 0) return;
        reentryAttempts++;
        try pass.withdraw(_reenterTokens, address(this)) {
            reentrySucceeded = true;
        } catch (bytes memory err) {
            reentryError = err;
        }
    }

    receive() external payable {
        received += msg.value;
        _tryReenter();
    }

    /// @notice Called back by `ReentrantERC20` in the middle of its transfer.
    function onTokenTransfer() external {
        _tryReenter();
    }
}

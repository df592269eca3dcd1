import Foundation

/// The `userInfo` key of a `URLError`'s ``URLError/NetworkUnavailableReason`` (its raw value), as Foundation's.
public let NSURLErrorNetworkUnavailableReasonKey = "NSURLErrorNetworkUnavailableReasonKey"

extension URLError {
    /// Why a request was not allowed on the network there was, as Foundation's (iOS 13): the request refused cellular,
    /// expensive or constrained (Low Data Mode) networks and only such a network was up.
    public enum NetworkUnavailableReason: Int, Sendable {
        case cellular = 0, expensive = 1, constrained = 2
    }

    /// Why the network was unavailable, from the error's ``NSURLErrorNetworkUnavailableReasonKey``; `nil` for an error
    /// with no such reason — every error a check's requests meet, as no network is refused for its kind there.
    public var networkUnavailableReason: NetworkUnavailableReason? {
        (userInfo[NSURLErrorNetworkUnavailableReasonKey] as? Int).flatMap(NetworkUnavailableReason.init(rawValue:))
    }
}

import Foundation

/// A CloudKit failure, as CloudKit's `CKError`. Every request a database answers here fails with
/// ``Code/serviceUnavailable`` and the message ``CKError/unavailableMessage``: Linux cannot reach iCloud,
/// and a widget's cloud data comes from fixtures (docs/fixtures.md) or the app's shared container.
public struct CKError: Error, Hashable, Sendable, LocalizedError, CustomStringConvertible {
    /// What went wrong, as `CKError.Code`.
    public enum Code: Int, Sendable {
        case internalError = 1, partialFailure = 2, networkUnavailable = 3, networkFailure = 4, badContainer = 5,
             serviceUnavailable = 6, requestRateLimited = 7, missingEntitlement = 8, notAuthenticated = 9,
             permissionFailure = 10, unknownItem = 11, invalidArguments = 12, resultsTruncated = 13, serverRecordChanged = 14,
             serverRejectedRequest = 15, assetFileNotFound = 16, assetFileModified = 17, incompatibleVersion = 18,
             constraintViolation = 19, operationCancelled = 20, changeTokenExpired = 21, batchRequestFailed = 22, zoneBusy = 23,
             badDatabase = 24, quotaExceeded = 25, zoneNotFound = 26, limitExceeded = 27, userDeletedZone = 28,
             tooManyParticipants = 29, alreadyShared = 30, referenceViolation = 31, managedAccountRestricted = 32,
             participantMayNeedVerification = 33, serverResponseLost = 34, assetNotAvailable = 35,
             accountTemporarilyUnavailable = 36, participantAlreadyInvited = 37
    }

    /// The message of every request answered here.
    public static let unavailableMessage = "CloudKit is unavailable in Widgetry; supply fixture data"

    /// The code.
    public let code: Code
    /// The message.
    public let message: String

    /// An error of `code`.
    public init(_ code: Code, message: String = CKError.unavailableMessage) { self.code = code; self.message = message }

    /// The error every request answered here gets.
    static var unavailable: CKError { CKError(.serviceUnavailable) }

    public var errorDescription: String? { message }
    /// The error's user info: the message under `NSLocalizedDescriptionKey` (no retry time, no partial errors: nothing
    /// was sent).
    public var userInfo: [String: Any] { [NSLocalizedDescriptionKey: message] }
    public var description: String { "CKError(\(code)): \(message)" }

    public static let internalError = Code.internalError
    public static let partialFailure = Code.partialFailure
    public static let networkUnavailable = Code.networkUnavailable
    public static let serviceUnavailable = Code.serviceUnavailable
    public static let notAuthenticated = Code.notAuthenticated
    public static let unknownItem = Code.unknownItem
    public static let serverRecordChanged = Code.serverRecordChanged
    public static let zoneNotFound = Code.zoneNotFound
    public static let quotaExceeded = Code.quotaExceeded
}

/// The key of the per-item errors of a partial failure, as CloudKit's constant.
public let CKPartialErrorsByItemIDKey = "CKPartialErrors"

/// The key of the seconds to wait before retrying, as CloudKit's constant (absent here: nothing is rate-limited).
public let CKErrorRetryAfterKey = "CKRetryAfter"
/// CloudKit's error domain.
public let CKErrorDomain = "CKErrorDomain"

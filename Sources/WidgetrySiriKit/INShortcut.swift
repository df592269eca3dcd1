import Foundation

/// Something Siri can run, as Intents' `INShortcut` (a Swift enum on iOS): an intent or a user activity.
public enum INShortcut: @unchecked Sendable {
    // @unchecked: the intent or activity is set up once, then only read.
    case intent(INIntent)
    case userActivity(NSUserActivity)

    /// A shortcut running `intent`; nil only where iOS refuses an intent with no parameters Siri can show, which
    /// Linux cannot judge, so never here.
    public init?(intent: INIntent) { self = .intent(intent) }
    /// A shortcut continuing `userActivity`.
    public init(userActivity: NSUserActivity) { self = .userActivity(userActivity) }

    /// The intent, for an intent shortcut.
    public var intent: INIntent? { if case .intent(let intent) = self { intent } else { nil } }
    /// The activity, for an activity shortcut.
    public var userActivity: NSUserActivity? { if case .userActivity(let activity) = self { activity } else { nil } }
}

/// A shortcut the user added to Siri with a phrase, as Intents' `INVoiceShortcut`.
open class INVoiceShortcut: NSObject, @unchecked Sendable {
    // @unchecked: immutable.
    /// Its identifier.
    public let identifier: UUID
    /// The phrase the user says.
    public let invocationPhrase: String
    /// What it runs.
    public let shortcut: INShortcut

    init(identifier: UUID, invocationPhrase: String, shortcut: INShortcut) {
        self.identifier = identifier
        self.invocationPhrase = invocationPhrase
        self.shortcut = shortcut
        super.init()
    }
}

/// The app's shortcuts added to Siri, as Intents' `INVoiceShortcutCenter`. On Linux no user has added any: the lists
/// are empty, as on a device where nobody has, and suggestions are kept in this process.
open class INVoiceShortcutCenter: NSObject, @unchecked Sendable {
    /// The shared center.
    public static let shared = INVoiceShortcutCenter()
    /// The shortcuts the app suggested, last set first.
    public private(set) var shortcutSuggestions: [INShortcut] = []

    /// Every shortcut the user added for the app: none here.
    open func getAllVoiceShortcuts(completion completionHandler: @escaping ([INVoiceShortcut]?, (any Error)?) -> Void) {
        completionHandler([], nil)
    }

    /// Every shortcut the user added for the app.
    open func allVoiceShortcuts() async throws -> [INVoiceShortcut] { [] }

    /// The shortcut with `identifier`: none here.
    open func getVoiceShortcut(with identifier: UUID, completion completionHandler: @escaping (INVoiceShortcut?, (any Error)?) -> Void) {
        completionHandler(nil, nil)
    }

    /// Suggests shortcuts for the user to add.
    open func setShortcutSuggestions(_ suggestions: [INShortcut]) { shortcutSuggestions = suggestions }
}

/// A shortcut Siri may offer at a relevant time or place (the Siri watch face, Smart Stack), as Intents'
/// `INRelevantShortcut`.
open class INRelevantShortcut: NSObject, @unchecked Sendable {
    // @unchecked: set up once, then only read.
    /// What it runs.
    public let shortcut: INShortcut
    /// When it is relevant.
    open var relevanceProviders: [INRelevanceProvider] = []
    /// How it is shown.
    open var watchTemplate: INDefaultCardTemplate?
    /// Whether it is an action or information.
    open var shortcutRole: INRelevantShortcutRole = .action
    /// The widget kind it stands for (iOS 15 Smart Stack suggestions of a widget).
    open var widgetKind: String?

    /// A relevant `shortcut`.
    public init(shortcut: INShortcut) {
        self.shortcut = shortcut
        super.init()
    }
}

/// Whether a relevant shortcut runs something or shows information, as Intents' `INRelevantShortcutRole`.
public enum INRelevantShortcutRole: Int, Sendable {
    case action = 0, information
}

/// How a relevant shortcut looks on a card, as Intents' `INDefaultCardTemplate`.
open class INDefaultCardTemplate: NSObject, @unchecked Sendable {
    /// The title.
    open var title: String
    /// The subtitle.
    open var subtitle: String?
    /// The image.
    open var image: INImage?
    /// A card titled `title`.
    public init(title: String) {
        self.title = title
        super.init()
    }
}

/// When a relevant shortcut applies, as Intents' `INRelevanceProvider`.
open class INRelevanceProvider: NSObject, @unchecked Sendable {}

/// Relevant between two dates, as Intents' `INDateRelevanceProvider`.
open class INDateRelevanceProvider: INRelevanceProvider, @unchecked Sendable {
    /// From when.
    public let startDate: Date
    /// Until when.
    public let endDate: Date?
    /// Relevant from `startDate` to `endDate`.
    public init(start startDate: Date, end endDate: Date?) {
        self.startDate = startDate
        self.endDate = endDate
        super.init()
    }
}

/// Relevant at a time of the user's day, as Intents' `INDailyRoutineRelevanceProvider`.
open class INDailyRoutineRelevanceProvider: INRelevanceProvider, @unchecked Sendable {
    /// The part of the day.
    public let situation: INDailyRoutineSituation
    /// Relevant in `situation`.
    public init(situation: INDailyRoutineSituation) {
        self.situation = situation
        super.init()
    }
}

/// A part of the user's day, as Intents' `INDailyRoutineSituation`.
public enum INDailyRoutineSituation: Int, Sendable {
    case morning = 0, evening, home, work, school, gym, commute, heavyWorkout, physicalActivity
}

/// The app's relevant shortcuts, as Intents' `INRelevantShortcutStore`; kept in this process.
open class INRelevantShortcutStore: NSObject, @unchecked Sendable {
    /// The default store.
    public static let `default` = INRelevantShortcutStore()
    /// The shortcuts last set.
    public private(set) var relevantShortcuts: [INRelevantShortcut] = []

    /// Replaces the app's relevant shortcuts.
    open func setRelevantShortcuts(_ shortcuts: [INRelevantShortcut], completionHandler: ((Error?) -> Void)? = nil) {
        relevantShortcuts = shortcuts
        completionHandler?(nil)
    }

    /// Replaces the app's relevant shortcuts.
    open func setRelevantShortcuts(_ shortcuts: [INRelevantShortcut]) async throws { relevantShortcuts = shortcuts }
}

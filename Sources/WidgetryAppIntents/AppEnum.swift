import Foundation
import WidgetryFoundation

/// A fixed set of choices an intent parameter offers, as App Intents' `AppEnum`: a `String`- or
/// `Int`-backed enum with a name for the type and one for each case.
///
/// A parameter of an enum type without a `default:` starts at the first case.
public protocol AppEnum: RawRepresentable, CaseIterable, Hashable, Sendable, TypeDisplayRepresentable,
                         InstanceDisplayRepresentable, CustomLocalizedStringResourceConvertible {
    /// How each case is shown.
    static var caseDisplayRepresentations: [Self: DisplayRepresentation] { get }
}

extension AppEnum {
    /// The case's entry in ``caseDisplayRepresentations``, or its raw value.
    public var displayRepresentation: DisplayRepresentation {
        Self.caseDisplayRepresentations[self] ?? DisplayRepresentation(title: LocalizedStringResource(stringLiteral: "\(rawValue)"))
    }

    /// The case's title.
    public var localizedStringResource: LocalizedStringResource { displayRepresentation.title }
}

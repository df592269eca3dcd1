import Foundation

/// The eleven iOS text styles, named by their reference ids (UIKit `UIFont.TextStyle` names).
///
/// SwiftUI spells two of them differently: `title1` is `Font.title` and `caption1` is `Font.caption`
/// (see `swiftUIName`). The HIG names (`higName`) and release (`introducedIn`) are generated from
/// `Reference/dynamic-type.json`.
public enum TypeStyle: String, CaseIterable, Sendable, Hashable {
    /// Large Title (SwiftUI `.largeTitle`), 34 pt at the default size.
    case largeTitle
    /// Title 1 (SwiftUI `.title`).
    case title1
    /// Title 2 (SwiftUI `.title2`).
    case title2
    /// Title 3 (SwiftUI `.title3`).
    case title3
    /// Headline (SwiftUI `.headline`), the only style whose default weight is semibold.
    case headline
    /// Body (SwiftUI `.body`), the default text style.
    case body
    /// Callout (SwiftUI `.callout`).
    case callout
    /// Subhead (SwiftUI `.subheadline`).
    case subheadline
    /// Footnote (SwiftUI `.footnote`).
    case footnote
    /// Caption 1 (SwiftUI `.caption`).
    case caption1
    /// Caption 2 (SwiftUI `.caption2`).
    case caption2
}

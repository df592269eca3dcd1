import Foundation

/// What the iOS 16 text modifiers on `View` (`tracking`, `kerning`, `underline`, `strikethrough`, `baselineOffset`,
/// `italic`, `fontWeight`, `bold`, `monospacedDigit`) give every text inside; a text's own modifiers win.
///
/// Weight, italic and equal-width digits are also folded into the environment's font, but SwiftUI keeps them apart
/// from it: `content.font(.title).italic()` is italic though the font set inside has no italic. They are applied
/// again to whatever font a text ends up with.
struct TextDecoration: Hashable, Sendable {
    var tracking: CGFloat = 0
    var underline = false
    var strikethrough = false
    var baselineOffset: CGFloat = 0
    var italic = false
    var weight: Font.Weight?
    var monospacedDigit = false
}

/// Where lines may break when text is wider than the wrap width.
///
/// In every mode, Chinese and Japanese text may break between ideographs, following UAX #14.
public enum TextWrap: Sendable, Hashable {
    /// Only between words; a word longer than the line overflows it.
    case word
    /// Between any two characters.
    case character
    /// Between words, and between characters inside a word that is longer than the line (UIKit's behaviour).
    case wordOrCharacter
}

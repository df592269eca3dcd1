import Foundation

#if !canImport(Darwin)
extension PersonNameComponents {
    /// Names formatted for display, as Foundation's `PersonNameComponents.FormatStyle` (iOS 15), which Linux's
    /// Foundation lacks. The styles follow Apple's documented examples (the `style` property's page: Dr. Thomas Louis
    /// Clark Esq., nickname Tom): `.medium` and the default give "Thomas Clark", `.short` the nickname or else the
    /// given name ("Tom"), `.long` every component but the nickname, `.abbreviated` the initials ("TC"). Locales whose
    /// names put the family name first (Chinese, Japanese, Korean, Hungarian, Vietnamese) put it first here too, and
    /// names in Han, kana or Hangul are written without spaces.
    public struct FormatStyle: Foundation.FormatStyle, Codable, Hashable, Sendable {
        /// How much of the name to show.
        public enum Style: Int, Codable, Hashable, CaseIterable, Sendable {
            /// Given and family name.
            case medium = 2
            /// The nickname, else the given name.
            case short = 1
            /// Every component but the nickname.
            case long = 3
            /// The initials of the given and family names.
            case abbreviated = 4
        }

        /// How much of the name to show.
        public var style: Style
        /// The locale whose name order applies.
        public var locale: Locale

        /// A style for `locale` (the current locale by default).
        public init(style: Style = .medium, locale: Locale = .autoupdatingCurrent) {
            self.style = style
            self.locale = locale
        }

        /// The same style for `locale`.
        public func locale(_ locale: Locale) -> Self { Self(style: style, locale: locale) }

        /// The name as `style` shows it.
        public func format(_ value: PersonNameComponents) -> String {
            let familyFirst = ["zh", "ja", "ko", "hu", "vi"].contains(locale.language.languageCode?.identifier ?? "")
            func ordered(_ given: String?, _ family: String?) -> [String?] { familyFirst ? [family, given] : [given, family] }
            let parts: [String?]
            switch style {
            case .short:
                parts = [value.nickname ?? value.givenName ?? value.familyName]
            case .medium:
                parts = ordered(value.givenName, value.familyName)
            case .long:
                let given = [value.givenName, value.middleName].compactMap { $0 }.joined(separator: " ")
                parts = [value.namePrefix] + ordered(given.isEmpty ? nil : given, value.familyName) + [value.nameSuffix]
            case .abbreviated:
                let initials = ordered(value.givenName, value.familyName).compactMap { $0?.first.map(String.init) }
                return initials.joined()
            }
            let shown = parts.compactMap { $0 }.filter { !$0.isEmpty }
            // Names written in Han, kana or Hangul run together ("杨振宁"); Latin names keep their space in every locale.
            return shown.joined(separator: shown.allSatisfy(Self.isWrittenWithoutSpaces) ? "" : " ")
        }

        private static func isWrittenWithoutSpaces(_ part: String) -> Bool {
            part.unicodeScalars.allSatisfy { scalar in
                switch scalar.value {
                case 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7AF, 0xF900...0xFAFF, 0x20000...0x2FA1F: true
                default: false
                }
            }
        }
    }

    /// The name in the default style (given and family name in English).
    public func formatted() -> String { FormatStyle().format(self) }

    /// The name as `style` formats it.
    public func formatted<S: Foundation.FormatStyle>(_ style: S) -> S.FormatOutput where S.FormatInput == PersonNameComponents {
        style.format(self)
    }
}

extension FormatStyle where Self == PersonNameComponents.FormatStyle {
    /// Names in `style`, as `.name(style: .short)` reads at the call.
    public static func name(style: PersonNameComponents.FormatStyle.Style) -> Self { Self(style: style) }
}
#endif

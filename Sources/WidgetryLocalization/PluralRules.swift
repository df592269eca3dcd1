import Foundation

/// The cardinal plural rules of one language, as CLDR defines them: which `PluralCategory` a number takes.
///
/// The rules are a small hand-written table, each entry transcribing CLDR's rule text for the language
/// (https://www.unicode.org/cldr/charts/latest/supplemental/language_plural_rules.html). Foundation on Linux
/// exposes no plural-rule API, and iOS uses ICU's copy of the same data, so the table is the reference here.
/// The `many` category CLDR gives French, Spanish, Italian, Portuguese and Catalan for millions
/// (`i % 1000000 = 0`) is included; its compact-exponent part (`e`) never applies because numbers are
/// formatted in full.
public struct PluralRules: Sendable {
    /// The language whose rules these are (`pt-PT`, `pt`, `en`); for an unlisted language, the identifier asked for.
    public let language: String
    /// Whether the language is in the table; when false, `category(for:)` uses English's rule (`one` for
    /// exactly 1), which is right for most unlisted European languages and wrong for others.
    public let isKnown: Bool
    private let rule: @Sendable (PluralOperands) -> PluralCategory

    /// The rules for `language` (an identifier: `ru`, `pt-PT`, `zh-Hant`): a regional entry when the table
    /// has one (only Portugal's Portuguese differs), else the language's.
    public init(language: String) {
        let tag = LanguageTag(language)
        let candidates = [tag?.region.map { "\(tag!.language)-\($0)" }, tag?.language].compactMap { $0 }
        for candidate in candidates {
            if let rule = Self.table[candidate] {
                self.language = candidate
                self.isKnown = true
                self.rule = rule
                return
            }
        }
        self.language = language
        self.isKnown = false
        self.rule = Self.oneForIntegerOne
    }

    /// The category of an integer.
    public func category(for number: Int) -> PluralCategory { rule(PluralOperands(number)) }

    /// The category of a number as its value reads: 1.0 is the integer 1 (as ICU's `select(double)` does on
    /// iOS), 1.5 has one visible fraction digit.
    public func category(for number: Double) -> PluralCategory { rule(PluralOperands(number)) }

    /// The categories this language distinguishes, in `PluralCategory` order (what a translator must fill in).
    public var categories: [PluralCategory] {
        // Sampling is enough: every category of every listed language occurs among these numbers.
        let samples = (0...200).map(Double.init) + [1_000_000, 0.5, 1.5, 2.5, 0.1, 1.1, 2.1, 5.5]
        let found = Set(samples.map(category(for:)))
        return PluralCategory.allCases.filter(found.contains)
    }

    // MARK: The table
    //
    // Operands as CLDR names them: n absolute value, i integer digits, v count of visible fraction digits,
    // f visible fraction digits as an integer, t the same without trailing zeros.

    /// `one: i = 1 and v = 0` — English, German, Dutch, Swedish, Finnish, Estonian and the default.
    private static let oneForIntegerOne: @Sendable (PluralOperands) -> PluralCategory = { $0.i == 1 && $0.v == 0 ? .one : .other }

    /// `many: e = 0 and i != 0 and i % 1000000 = 0 and v = 0` (the `e` part is always 0 here).
    private static func isMillions(_ o: PluralOperands) -> Bool { o.i != 0 && o.i % 1_000_000 == 0 && o.v == 0 }

    private static let table: [String: @Sendable (PluralOperands) -> PluralCategory] = {
        var table: [String: @Sendable (PluralOperands) -> PluralCategory] = [:]
        func add(_ languages: String, _ rule: @escaping @Sendable (PluralOperands) -> PluralCategory) {
            for language in languages.split(separator: " ") { table[String(language)] = rule }
        }
        // No plural distinction.
        add("ja zh ko yue th vi id ms lo km my") { _ in .other }
        add("en de nl sv fi et", oneForIntegerOne)
        // one: i = 1 and v = 0; many: millions.
        add("it ca pt-PT") { o in o.i == 1 && o.v == 0 ? .one : isMillions(o) ? .many : .other }
        // one: n = 1; many: millions.
        add("es") { o in o.n == 1 ? .one : isMillions(o) ? .many : .other }
        // one: i = 0,1 (so 0 and 1.5 are singular); many: millions.
        add("fr") { o in o.i == 0 || o.i == 1 ? .one : isMillions(o) ? .many : .other }
        // one: i = 0..1; many: millions.
        add("pt") { o in o.i <= 1 ? .one : isMillions(o) ? .many : .other }
        // one: n = 1 or t != 0 and i = 0,1.
        add("da") { o in o.n == 1 || (o.t != 0 && o.i <= 1) ? .one : .other }
        // one: n = 1.
        add("nb nn no tr el hu bg") { o in o.n == 1 ? .one : .other }
        // one: i = 0 or n = 1.
        add("hi bn fa") { o in o.i == 0 || o.n == 1 ? .one : .other }
        // one: v = 0 and i % 10 = 1 and i % 100 != 11; few: v = 0 and i % 10 = 2..4 and i % 100 != 12..14;
        // many: v = 0 and (i % 10 = 0 or i % 10 = 5..9 or i % 100 = 11..14); other: fractions.
        add("ru uk") { o in
            guard o.v == 0 else { return .other }
            let (d, h) = (o.i % 10, o.i % 100)
            if d == 1 && h != 11 { return .one }
            if (2...4).contains(d) && !(12...14).contains(h) { return .few }
            return .many
        }
        // one: i = 1 and v = 0; few: v = 0 and i % 10 = 2..4 and i % 100 != 12..14;
        // many: v = 0 and (i != 1 and i % 10 = 0..1 or i % 10 = 5..9 or i % 100 = 12..14); other: fractions.
        add("pl") { o in
            guard o.v == 0 else { return .other }
            let (d, h) = (o.i % 10, o.i % 100)
            if o.i == 1 { return .one }
            if (2...4).contains(d) && !(12...14).contains(h) { return .few }
            return .many
        }
        // one: i = 1 and v = 0; few: i = 2..4 and v = 0; many: v != 0.
        add("cs sk") { o in
            if o.v != 0 { return .many }
            return o.i == 1 ? .one : (2...4).contains(o.i) ? .few : .other
        }
        // zero: n = 0; one: n = 1; two: n = 2; few: n % 100 = 3..10; many: n % 100 = 11..99.
        add("ar") { o in
            if o.isInteger {
                switch o.i {
                case 0: return .zero
                case 1: return .one
                case 2: return .two
                default:
                    if (3...10).contains(o.i % 100) { return .few }
                    if (11...99).contains(o.i % 100) { return .many }
                }
            }
            return .other
        }
        // one: i = 1 and v = 0 or i = 0 and v != 0; two: i = 2 and v = 0 (CLDR 42 dropped Hebrew's `many`).
        add("he") { o in
            if (o.i == 1 && o.v == 0) || (o.i == 0 && o.v != 0) { return .one }
            return o.i == 2 && o.v == 0 ? .two : .other
        }
        // one: v = 0 and i % 10 = 1 and i % 100 != 11 or f % 10 = 1 and f % 100 != 11;
        // few: v = 0 and i % 10 = 2..4 and i % 100 != 12..14 or f % 10 = 2..4 and f % 100 != 12..14.
        add("hr sr bs") { o in
            let (d, h, fd, fh) = (o.i % 10, o.i % 100, o.f % 10, o.f % 100)
            if (o.v == 0 && d == 1 && h != 11) || (fd == 1 && fh != 11) { return .one }
            if (o.v == 0 && (2...4).contains(d) && !(12...14).contains(h)) || ((2...4).contains(fd) && !(12...14).contains(fh)) {
                return .few
            }
            return .other
        }
        // one: i = 1 and v = 0; few: v != 0 or n = 0 or n != 1 and n % 100 = 1..19.
        add("ro") { o in
            if o.i == 1 && o.v == 0 { return .one }
            if o.v != 0 || o.n == 0 || (o.isInteger && (1...19).contains(o.i % 100)) { return .few }
            return .other
        }
        // one: n % 10 = 1 and n % 100 != 11..19; few: n % 10 = 2..9 and n % 100 != 11..19; many: f != 0.
        add("lt") { o in
            if o.f != 0 { return .many }
            let (d, h) = (o.i % 10, o.i % 100)
            if (11...19).contains(h) { return .other }
            return d == 1 ? .one : d >= 2 ? .few : .other
        }
        return table
    }()
}

/// The operands CLDR's rules are written in, for one number.
struct PluralOperands {
    /// The absolute value.
    var n: Double
    /// The integer digits.
    var i: Int
    /// How many fraction digits are visible.
    var v: Int
    /// The visible fraction digits as an integer (1.50 → 50).
    var f: Int
    /// `f` without trailing zeros (1.50 → 5).
    var t: Int

    var isInteger: Bool { v == 0 }

    init(_ number: Int) {
        i = Int(clamping: number.magnitude)
        n = Double(i)
        v = 0; f = 0; t = 0
    }

    init(_ number: Double) {
        let magnitude = number.magnitude
        n = magnitude
        guard magnitude.isFinite, magnitude != magnitude.rounded() else {
            // Whole numbers (and, harmlessly, infinities) take the integer rules; past Int's range the
            // category no longer matters for display.
            i = magnitude.isFinite && magnitude < 9.0e18 ? Int(magnitude) : 0
            v = 0; f = 0; t = 0
            return
        }
        // Non-integral doubles are all below 2^53, so the integer part fits.
        let digits = Self.shortest(magnitude) ?? String(format: "%.15f", magnitude)
        let parts = digits.split(separator: ".", maxSplits: 1)
        let fraction = parts.count == 2 ? String(parts[1].prefix(18)) : ""
        i = Int(magnitude.rounded(.towardZero))
        v = fraction.count
        f = Int(fraction) ?? 0
        t = Int(String(fraction.reversed().drop(while: { $0 == "0" }).reversed())) ?? 0
    }

    /// `number` in plain decimal notation (no exponent) with the fewest digits that identify it.
    private static func shortest(_ number: Double) -> String? {
        let description = "\(number)"
        if !description.contains("e") { return description }
        // Small or huge numbers print with an exponent; expand it.
        let parts = description.split(separator: "e")
        guard parts.count == 2, let exponent = Int(parts[1]) else { return nil }
        let digits = parts[0].replacingOccurrences(of: ".", with: "")
        let pointIndex = (parts[0].firstIndex(of: ".").map { parts[0].distance(from: parts[0].startIndex, to: $0) } ?? parts[0].count) + exponent
        if pointIndex <= 0 { return "0." + String(repeating: "0", count: -pointIndex) + digits }
        if pointIndex >= digits.count { return digits + String(repeating: "0", count: pointIndex - digits.count) }
        return String(digits.prefix(pointIndex)) + "." + String(digits.dropFirst(pointIndex))
    }
}

/// WidgetKit's `WidgetFamily` is an `Int`-backed enum; code written for iOS makes families from those numbers
/// (`WidgetFamily(rawValue: 0)!` in previews). Widgetry's raw value is the case name, so this initializer
/// reads Apple's numbers as well.
extension WidgetFamily {
    /// The family with Apple's integer raw value: the Home Screen families in the order the SDK declares
    /// them (iOS 14's `systemSmall` 0, `systemMedium` 1, `systemLarge` 2, then iOS 15's `systemExtraLarge` 3;
    /// https://developer.apple.com/documentation/widgetkit/widgetfamily). The Lock Screen families follow
    /// watchOS's `accessoryCorner` in Apple's numbering, which Widgetry has no case for, so numbers past 3 are
    /// `nil` rather than a guess.
    public init?(rawValue: Int) {
        let homeScreen: [WidgetFamily] = [.systemSmall, .systemMedium, .systemLarge, .systemExtraLarge]
        guard homeScreen.indices.contains(rawValue) else { return nil }
        self = homeScreen[rawValue]
    }
}

import Foundation

/// The parts of a date a ``DatePicker`` shows, as SwiftUI's `DatePickerComponents`.
public struct DatePickerComponents: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Hours and minutes.
    public static let hourAndMinute = DatePickerComponents(rawValue: 1)
    /// Day, month and year.
    public static let date = DatePickerComponents(rawValue: 2)
}

/// A control that picks a date, as SwiftUI's `DatePicker`, drawn at rest in the compact style iOS uses by
/// default: the label leading, then the date and/or time (per `displayedComponents`) trailing, each on a
/// rounded grey chip, formatted for the environment's locale and time zone. Every date picker style is
/// drawn this way (the graphical calendar and the wheel are not drawn). Nothing is picked in a render.
public struct DatePicker<Label: View>: View {
    /// The parts of a date a picker shows.
    public typealias Components = DatePickerComponents

    let label: Label
    let date: Date
    let components: Components
    @Environment(\.labelsHidden) private var labelsHidden

    /// A picker of `selection`, labelled by `label`.
    public init(selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.label = label(); date = selection.wrappedValue; components = displayedComponents
    }
    /// A picker of `selection` within `range`.
    public init(selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: Components = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }
    /// A picker of `selection` from a date on.
    public init(selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: Components = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }
    /// A picker of `selection` up to a date.
    public init(selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: Components = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    /// The label and the chips.
    public var body: some View {
        HStack(spacing: 6) {
            if !labelsHidden { label; Spacer(minLength: 8) }
            if components.contains(.date) { chip(Text(date, style: .date)) }
            if components.contains(.hourAndMinute) { chip(Text(date, style: .time)) }
        }
    }

    private func chip(_ text: Text) -> some View {
        text.lineLimit(1).padding(.horizontal, 11).padding(.vertical, 6)
            .background(RoundedRectangle(cornerRadius: 6).fill(Color(uiColor: .systemFill)))
    }
}

extension DatePicker where Label == Text {
    /// A picker titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: { Text(titleKey) })
    }
    /// A picker titled verbatim.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: { Text(title) })
    }
    /// A picker within `range`, titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
                displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: { Text(titleKey) })
    }
    /// A picker from a date on, titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: { Text(titleKey) })
    }
    /// A picker up to a date, titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: { Text(titleKey) })
    }
}

/// How a date picker is drawn, as SwiftUI's `DatePickerStyle`; every style is drawn as the compact one.
public protocol DatePickerStyle {}
/// The platform's default (compact on iOS).
public struct DefaultDatePickerStyle: DatePickerStyle { public init() {} }
/// Chips that open a calendar.
public struct CompactDatePickerStyle: DatePickerStyle { public init() {} }
/// A calendar.
public struct GraphicalDatePickerStyle: DatePickerStyle { public init() {} }
/// Scrolling wheels.
public struct WheelDatePickerStyle: DatePickerStyle { public init() {} }
extension DatePickerStyle where Self == DefaultDatePickerStyle { public static var automatic: DefaultDatePickerStyle { .init() } }
extension DatePickerStyle where Self == CompactDatePickerStyle { public static var compact: CompactDatePickerStyle { .init() } }
extension DatePickerStyle where Self == GraphicalDatePickerStyle { public static var graphical: GraphicalDatePickerStyle { .init() } }
extension DatePickerStyle where Self == WheelDatePickerStyle { public static var wheel: WheelDatePickerStyle { .init() } }

extension View {
    /// How date pickers inside are drawn: every style as the compact one, with an info finding for the
    /// graphical and wheel styles, whose calendar or wheels a device shows instead.
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
        acceptedWithoutEffect("datePickerStyle(\(S.self))", "date pickers are drawn in the compact style",
                              when: style is GraphicalDatePickerStyle || style is WheelDatePickerStyle)
    }
}

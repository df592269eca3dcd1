import Foundation
import WidgetryGraphics
import WidgetryReference

private struct ColorSchemeKey: EnvironmentKey { static let defaultValue = ColorScheme.light }
private struct DynamicTypeSizeKey: EnvironmentKey { static let defaultValue = DynamicTypeSize.large }
private struct DisplayScaleKey: EnvironmentKey { static let defaultValue: CGFloat = 3 }
private struct WidgetFamilyKey: EnvironmentKey { static let defaultValue = WidgetFamily.systemSmall }
private struct LayoutDirectionKey: EnvironmentKey { static let defaultValue = LayoutDirection.leftToRight }
private struct RedactionReasonsKey: EnvironmentKey { static let defaultValue = RedactionReasons() }
private struct ImageScaleKey: EnvironmentKey { static let defaultValue = ImageScale.medium }
private struct FontKey: EnvironmentKey { static let defaultValue: Font? = nil }
private struct ForegroundStyleKey: EnvironmentKey { static let defaultValue: Paint? = nil }
private struct LineLimitKey: EnvironmentKey { static let defaultValue: Int? = nil }
private struct LuminanceReducedKey: EnvironmentKey { static let defaultValue = false }
private struct ReservedLinesKey: EnvironmentKey { static let defaultValue: Int? = nil }
private struct LineSpacingKey: EnvironmentKey { static let defaultValue: CGFloat = 0 }
private struct MultilineTextAlignmentKey: EnvironmentKey { static let defaultValue = TextAlignment.leading }
private struct MinimumScaleFactorKey: EnvironmentKey { static let defaultValue: CGFloat = 1 }
private struct TruncationModeKey: EnvironmentKey { static let defaultValue = Text.TruncationMode.tail }
private struct TextCaseKey: EnvironmentKey { static let defaultValue: Text.Case? = nil }
private struct TextDecorationKey: EnvironmentKey { static let defaultValue = TextDecoration() }
private struct TintKey: EnvironmentKey { static let defaultValue: Color? = nil }
private struct LabelStyleKey: EnvironmentKey { static let defaultValue = LabelStyleKind.titleAndIcon }
private struct ProgressViewStyleKey: EnvironmentKey { static let defaultValue = ProgressViewStyleKind.linear }
private struct GaugeStyleKey: EnvironmentKey { static let defaultValue = GaugeStyleKind.linear }
private struct WidgetContentMarginsKey: EnvironmentKey { static let defaultValue = EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16) }
private struct LocaleKey: EnvironmentKey { static let defaultValue = Locale(identifier: "en_US") }
private struct TimeZoneKey: EnvironmentKey { static let defaultValue = TimeZone(identifier: "UTC") ?? .current }
private struct CalendarKey: EnvironmentKey { static let defaultValue = Calendar(identifier: .gregorian) }
private struct NowKey: EnvironmentKey { static let defaultValue = Date(timeIntervalSince1970: 1_780_000_000) }
private struct AssetCatalogKey: EnvironmentKey { static let defaultValue = AssetCatalog() }
private struct StackAxisKey: EnvironmentKey { static let defaultValue: Axis? = nil }
private struct ShowsContainerBackgroundKey: EnvironmentKey { static let defaultValue = true }
private struct IsEnabledKey: EnvironmentKey { static let defaultValue = true }

extension EnvironmentValues {
    /// Whether controls here take taps, as SwiftUI's `EnvironmentValues.isEnabled`: `true` unless an ancestor
    /// applied `.disabled(true)` (`.disabled(false)` further in does not re-enable them). Custom button, toggle and
    /// label styles read it to draw themselves dimmed.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }
    /// Light or dark appearance.
    public var colorScheme: ColorScheme {
        // Noted so a layout that never asks can stand for the other appearance's findings (CellPipeline).
        get { buildLog?.readColorScheme = true; return self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }
    /// The colour scheme, read to resolve a colour: colours change the drawing, never the layout, so this
    /// read is not noted as asking for the scheme.
    var colorSchemeForColors: ColorScheme { self[ColorSchemeKey.self] }
    /// The user's text size (Settings › Display & Brightness › Text Size).
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }
    /// The user's text size under its older SwiftUI name.
    public var sizeCategory: ContentSizeCategory {
        get { ContentSizeCategory(dynamicTypeSize) }
        set { dynamicTypeSize = newValue.dynamicTypeSize }
    }
    /// Pixels per point of the screen being rendered for (2 or 3 on iPhones).
    public var displayScale: CGFloat {
        get { self[DisplayScaleKey.self] }
        set { self[DisplayScaleKey.self] = newValue }
    }
    /// The family of the widget being rendered.
    public var widgetFamily: WidgetFamily {
        get { self[WidgetFamilyKey.self] }
        set { self[WidgetFamilyKey.self] = newValue }
    }
    /// Left-to-right or right-to-left.
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }
    /// Why content is redacted, if it is.
    public var redactionReasons: RedactionReasons {
        // Noted so a layout that never asks can stand for its placeholder's when the entries are equal (CellPipeline).
        get { buildLog?.readRedactionReasons = true; return self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }
    /// The redaction reasons, read to draw text and images as placeholders: redaction changes the drawing,
    /// never the layout, so this read is not noted as asking.
    var redactionReasonsForDrawing: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }
    /// The default font of text in this part of the tree; `nil` means `.body`.
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }
    /// The scale of SF Symbols relative to their font (`imageScale(_:)`).
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }
    /// The most lines text may use; `nil` for no limit.
    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }
    /// The lines text reserves height for even when it needs fewer (`lineLimit(2...4)`,
    /// `lineLimit(3, reservesSpace: true)`); `nil` for none.
    var reservedLines: Int? {
        get { self[ReservedLinesKey.self] }
        set { self[ReservedLinesKey.self] = newValue }
    }
    /// Extra space between lines of text, in points.
    public var lineSpacing: CGFloat {
        get { self[LineSpacingKey.self] }
        set { self[LineSpacingKey.self] = newValue }
    }
    /// How lines of multiline text align.
    public var multilineTextAlignment: TextAlignment {
        get { self[MultilineTextAlignmentKey.self] }
        set { self[MultilineTextAlignmentKey.self] = newValue }
    }
    /// The smallest fraction of its font size text may shrink to before it truncates.
    public var minimumScaleFactor: CGFloat {
        get { self[MinimumScaleFactorKey.self] }
        set { self[MinimumScaleFactorKey.self] = newValue }
    }
    /// Where text that does not fit is cut.
    public var truncationMode: Text.TruncationMode {
        get { self[TruncationModeKey.self] }
        set { self[TruncationModeKey.self] = newValue }
    }
    /// The tint of controls (a progress bar's fill); `nil` uses the accent colour.
    public var tint: Color? {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }
    /// How `Label`s show their title and icon.
    var labelStyle: LabelStyleKind {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }
    /// How `Gauge`s draw.
    var gaugeStyle: GaugeStyleKind {
        get { self[GaugeStyleKey.self] }
        set { self[GaugeStyleKey.self] = newValue }
    }
    /// How `ProgressView`s draw.
    var progressViewStyle: ProgressViewStyleKind {
        get { self[ProgressViewStyleKey.self] }
        set { self[ProgressViewStyleKey.self] = newValue }
    }
    /// Whether text is shown in capitals or small letters; `nil` shows it as written.
    public var textCase: Text.Case? {
        get { self[TextCaseKey.self] }
        set { self[TextCaseKey.self] = newValue }
    }
    /// Tracking, underline, strikethrough and baseline offset that `View` modifiers (iOS 16) give the text inside.
    var textDecoration: TextDecoration {
        get { self[TextDecorationKey.self] }
        set { self[TextDecorationKey.self] = newValue }
    }
    /// The margins the system applies around widget content (iOS 17+): 16 pt, the HIG's standard widget
    /// margin (Reference/widget-sizes.json, marginsAndPadding.standardContentMargin).
    public var widgetContentMargins: EdgeInsets {
        get { self[WidgetContentMarginsKey.self] }
        set { self[WidgetContentMarginsKey.self] = newValue }
    }
    /// Whether the system shows a `widgetLabel` beside the widget: only watchOS corner and circular
    /// complications do, so on iPhone and iPad it is always false.
    public var showsWidgetLabel: Bool { false }
    /// Whether the widget's container background is shown (false in StandBy and on the Lock Screen).
    public var showsWidgetContainerBackground: Bool {
        // Noted so a layout that never asks can be shared by the presentation contexts (CellPipeline).
        get { buildLog?.readPresentationValues = true; return self[ShowsContainerBackgroundKey.self] }
        set { self[ShowsContainerBackgroundKey.self] = newValue }
    }
    /// Whether the display is dimmed, as on the Always-On display and in StandBy at night (iOS 16 Lock Screen
    /// widgets and Live Activities dim a countdown on it). False unless a view sets it: Widgetry's contexts render
    /// the awake screen.
    public var isLuminanceReduced: Bool {
        get { self[LuminanceReducedKey.self] }
        set { self[LuminanceReducedKey.self] = newValue }
    }
    /// The locale dates and numbers are formatted for.
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }
    /// The time zone dates are shown in.
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }
    /// The calendar dates are computed in.
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }
    /// The instant being rendered. Dynamic date text (`Text(date, style: .timer)`) shows its value at
    /// this instant; the timeline simulator moves it. Fixed by default so renders are reproducible.
    public var now: Date {
        get { self[NowKey.self] }
        set { self[NowKey.self] = newValue }
    }
    /// Where named images and colours are looked up.
    public var assetCatalog: AssetCatalog {
        get { self[AssetCatalogKey.self] }
        set { self[AssetCatalogKey.self] = newValue }
    }

    /// The resolved foreground paint set by `foregroundColor`/`foregroundStyle`; nil for the label colour.
    var foregroundStyle: Paint? {
        get { self[ForegroundStyleKey.self] }
        set { self[ForegroundStyleKey.self] = newValue }
    }
    /// The axis of the nearest enclosing stack: `Spacer` and `Divider` orient themselves by it.
    var stackAxis: Axis? {
        get { self[StackAxisKey.self] }
        set { self[StackAxisKey.self] = newValue }
    }
}

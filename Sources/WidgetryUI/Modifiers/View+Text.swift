import Foundation
import WidgetryReference

extension View {
    /// The default font of text inside.
    public func font(_ font: Font?) -> some View { modifyingEnvironment { $0.font = font } }

    /// The weight of text inside.
    public func fontWeight(_ weight: Font.Weight?) -> some View {
        modifyingEnvironment { environment in
            if let weight { environment.font = (environment.font ?? .body).weight(weight) }
            environment.textDecoration.weight = weight
        }
    }

    /// Bold text inside.
    public func bold(_ isActive: Bool = true) -> some View { fontWeight(isActive ? .bold : nil) }

    /// Italic text inside.
    public func italic(_ isActive: Bool = true) -> some View {
        modifyingEnvironment { environment in
            if isActive { environment.font = (environment.font ?? .body).italic() }
            environment.textDecoration.italic = isActive
        }
    }

    /// Extra space between the characters of text inside, in points (iOS 16); a text's own `tracking` wins.
    public func tracking(_ tracking: CGFloat) -> some View { modifyingEnvironment { $0.textDecoration.tracking = tracking } }

    /// Extra space between the characters of text inside, in points (iOS 16; Widgetry treats kerning like tracking).
    public func kerning(_ kerning: CGFloat) -> some View { tracking(kerning) }

    /// Underlines text inside (iOS 16).
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        modifyingEnvironment { $0.textDecoration.underline = isActive }
    }

    /// Strikes text inside through (iOS 16).
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        modifyingEnvironment { $0.textDecoration.strikethrough = isActive }
    }

    /// Raises (or, negative, lowers) text inside from its baseline, in points (iOS 16).
    public func baselineOffset(_ offset: CGFloat) -> some View { modifyingEnvironment { $0.textDecoration.baselineOffset = offset } }

    /// Shows text inside in capitals or small letters (`nil` as written), measured as shown.
    public func textCase(_ textCase: Text.Case?) -> some View {
        modifyingEnvironment { $0.textCase = textCase }
    }

    /// The width of the fonts inside (iOS 16): accepted, measured at the standard width (the stand-in for SF
    /// Pro has no condensed or expanded faces), with an info finding saying so.
    public func fontWidth(_ width: Font.Width?) -> some View {
        acceptedWithoutEffect("fontWidth(_:)", "text is measured at the standard width; the stand-in for SF Pro has no condensed or expanded faces",
                              when: width != nil && width != .standard)
    }

    /// Lets text squeeze its letters together before truncating; accepted for compatibility (Widgetry's
    /// Pango layout does not tighten, so text may truncate slightly sooner than on a device).
    public func allowsTightening(_ flag: Bool) -> some View {
        acceptedWithoutEffect("allowsTightening(_:)", "Pango does not tighten letters, so text may truncate a little sooner than on a device",
                              when: flag)
    }

    /// The most lines text inside may use.
    public func lineLimit(_ number: Int?) -> some View {
        modifyingEnvironment { $0.lineLimit = number.map { max($0, 1) }; $0.reservedLines = nil }
    }

    /// At most `limit` lines; with `reservesSpace`, text is as tall as `limit` lines even when it needs
    /// fewer, as SwiftUI's `lineLimit(_:reservesSpace:)` (iOS 16) keeps rows of cards the same height.
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        modifyingEnvironment { environment in
            environment.lineLimit = max(limit, 1)
            environment.reservedLines = reservesSpace ? max(limit, 1) : nil
        }
    }

    /// Between `limit.lowerBound` and `limit.upperBound` lines: the height of the lower bound is reserved
    /// and text wraps up to the upper one, then truncates (SwiftUI's `lineLimit(2...4)`, iOS 16).
    public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
        modifyingEnvironment { environment in
            environment.lineLimit = max(limit.upperBound, 1)
            environment.reservedLines = max(limit.lowerBound, 1)
        }
    }

    /// At least `limit.lowerBound` lines' height, and no upper limit (`lineLimit(2...)`).
    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
        modifyingEnvironment { environment in
            environment.lineLimit = nil
            environment.reservedLines = max(limit.lowerBound, 1)
        }
    }

    /// At most `limit.upperBound` lines, reserving nothing (`lineLimit(...3)`).
    public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
        modifyingEnvironment { environment in
            environment.lineLimit = max(limit.upperBound, 1)
            environment.reservedLines = nil
        }
    }

    /// Extra points between lines of text inside.
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View {
        modifyingEnvironment { $0.lineSpacing = lineSpacing.isFinite ? max(lineSpacing, 0) : 0 }
    }

    /// How lines of multiline text inside align.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        modifyingEnvironment { $0.multilineTextAlignment = alignment }
    }

    /// The smallest fraction of its size text inside may shrink to before truncating.
    public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        modifyingEnvironment { $0.minimumScaleFactor = factor.isFinite ? min(max(factor, 0.01), 1) : 1 }
    }

    /// Where text inside is cut when it does not fit.
    public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        modifyingEnvironment { $0.truncationMode = mode }
    }

    /// Sets an environment value for this view and its children.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        // A layout direction set on part of the tree mirrors that part where it differs from the parent's.
        if keyPath as AnyKeyPath == \EnvironmentValues.layoutDirection as AnyKeyPath, let direction = value as? LayoutDirection {
            return _ModifiedView(content: self, environment: { $0[keyPath: keyPath] = value }, wrap: { node, outer in
                outer.environment.layoutDirection == direction ? node : LayoutDirectionNode(child: node)
            })
        }
        return modifyingEnvironment { $0[keyPath: keyPath] = value }
    }

    /// Renders this view at one text size, whatever the user's setting.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        modifyingEnvironment { $0.dynamicTypeSize = size }
    }

    /// Limits the text sizes this view follows: the user's size is clamped into `range`.
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
        modifyingEnvironment { environment in
            environment.dynamicTypeSize = DynamicTypeSize.clamped(environment.dynamicTypeSize, to: range)
        }
    }

    /// Draws text and images inside as placeholder shapes.
    public func redacted(reason: RedactionReasons) -> some View {
        modifyingEnvironment { $0.redactionReasonsForDrawing.formUnion(reason) }
    }

    /// Undoes redaction for this view.
    public func unredacted() -> some View { modifyingEnvironment { $0.redactionReasonsForDrawing = [] } }
}

extension DynamicTypeSize {
    /// The size in `range` closest to `size`.
    static func clamped<T: RangeExpression>(_ size: DynamicTypeSize, to range: T) -> DynamicTypeSize where T.Bound == DynamicTypeSize {
        if range.contains(size) { return size }
        let allowed = allCases.filter { range.contains($0) }
        guard let lowest = allowed.first, let highest = allowed.last else { return size }
        return size < lowest ? lowest : highest
    }
}

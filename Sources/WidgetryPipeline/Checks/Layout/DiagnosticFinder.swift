import Foundation
import WidgetryFindings
import WidgetryKit
import WidgetryReference
import WidgetryUI

/// The checks on a laid-out widget: text cut short, text or content outside what is visible, overlapping
/// siblings, fonts and characters that cannot be drawn, and WidgetKit rules the author may not know.
/// Problems found while building (missing images and colours, invalid lengths) are already in the
/// layout's own findings; this adds what only the finished layout shows.
public struct DiagnosticFinder: LayoutCheck {
    /// Text scaled below this fraction by `minimumScaleFactor` is reported (a warning), because it is
    /// hard to read; 0.75 keeps a 17 pt body at 12.75 pt, above the HIG's 11 pt minimum.
    public var scaleThreshold: CGFloat = 0.75
    /// Less than this much overlap (points) is rounding, not a bug.
    public var tolerance: CGFloat = 0.5
    /// Truncation, clipping, overlaps, fonts and links are geometry and text: the same in every colour.
    public var readsColors: Bool { false }

    /// Creates a finder.
    public init() {}

    public func findings(in laidOut: LaidOutCell) -> [Finding] {
        diagnose(laidOut.layout, family: laidOut.family)
    }

    /// The findings for `result`, laid out for `family` (`nil` for content that is not a WidgetKit widget,
    /// such as a Today widget, where the link rule does not apply).
    public func diagnose(_ result: LayoutResult, family: WidgetFamily?) -> [Finding] {
        var found: [Finding] = []
        let bounds = CGRect(origin: .zero, size: result.canvasSize).insetBy(dx: -tolerance, dy: -tolerance)
        for (element, offsetInsideClip) in Self.elementsWithOffsets(result) {
            if case .text(let text) = element.content {
                // A pager or slide-out panel: `.offset` moves content wholly outside a `.clipped()` container on
                // purpose (the other page), and SwiftUI draws none of it — not a row that overflowed.
                if offsetInsideClip, let clip = element.clip, bounds.encloses(clip) {
                    let shown = element.frame.intersection(clip)
                    if shown.isNull || shown.width <= tolerance || shown.height <= tolerance { continue }
                }
                found += textDiagnostics(element, text, bounds: bounds)
            }
            // The same rule the tap-target map applies: iOS honours links in medium and larger widgets only.
            if let family, !TapTargetMap.familyHonoursLinks(family), element.kind == .link, let url = element.linkURL {
                found.append(Finding(kind: .ignoredLink, severity: .warning, path: element.path,
                                     message: "Link to \(url.absoluteString) in a \(family) widget: iOS ignores Links there",
                                     suggestion: "use .widgetURL(_:); the whole widget is one tap target in this family", frame: element.frame))
            }
            if element.kind == .vStack || element.kind == .hStack { found += overlaps(in: element) }
        }
        if !result.identifiers.isEmpty {
            for index in found.indices { found[index].viewIdentifier = result.identifiers[found[index].path] }
        }
        return found
    }

    /// Every placed element as ``LayoutResult/allElements`` lists them, each with whether an `.offset` lies between it
    /// and the nearest clip above it (`clipped()`, `clipShape`): content moved past its container's clip on purpose.
    static func elementsWithOffsets(_ result: LayoutResult) -> [(PlacedElement, Bool)] {
        var listed: [(PlacedElement, Bool)] = []
        func walk(_ element: PlacedElement, _ offsetInsideClip: Bool) {
            listed.append((element, offsetInsideClip))
            let forChildren = element.childClip != nil ? false : offsetInsideClip || element.kind == .offset
            element.forEachChild { walk($0, forChildren) }
        }
        if let background = result.containerBackground { walk(background, false) }
        walk(result.root, false)
        return listed
    }

    private func visible(_ element: PlacedElement) -> CGRect {
        let bounds = element.clip ?? element.frame
        return element.frame.intersection(bounds)
    }

    private func textDiagnostics(_ element: PlacedElement, _ text: PlacedText, bounds: CGRect) -> [Finding] {
        var found: [Finding] = []
        // A localized text names its key too, so a report for `--locale de` says which string broke.
        let quoted = "“\(text.string.prefix(40))”" + (text.localizationKey.map { " (key \"\($0)\")" } ?? "")
        if text.measurement.isTruncated {
            found.append(Finding(kind: .truncatedText, severity: .warning, path: element.path,
                                    message: "\(quoted) is truncated: \(text.measurement.lineCount) of \(text.measurement.requiredLineCount) lines shown",
                                    suggestion: "give the text more room (layoutPriority, fewer items at large sizes) or allow more lines",
                                    frame: element.frame))
        }
        if text.scale < scaleThreshold {
            found.append(Finding(kind: .scaledText, severity: .warning, path: element.path,
                                    message: "\(quoted) is shrunk to \(Int((text.scale * 100).rounded()))% by minimumScaleFactor",
                                    suggestion: "shorten the text or give it more room; small text defeats the user's text size",
                                    frame: element.frame))
        }
        let outside = !bounds.encloses(element.frame) && element.frame.width > 0 && element.frame.height > 0
        let clippedBy = element.clip.map { !$0.insetBy(dx: -tolerance, dy: -tolerance).encloses(element.frame) } ?? false
        if outside || clippedBy {
            let visibleRect = element.frame.intersection(bounds).intersection(element.clip ?? bounds)
            let lost = visibleRect.isNull || visibleRect.height < element.frame.height * 0.5
            found.append(Finding(kind: outside ? .outOfBounds : .clippedText, severity: .error, path: element.path,
                                    message: "\(quoted) is \(lost ? "not visible" : "cut off") — it lies "
                                        + (outside ? "outside the widget (frame \(Self.format(element.frame)))" : "outside its clip"),
                                    suggestion: "the content is taller or wider than the widget at this text size: let rows size themselves, show fewer rows, or use a layout for accessibility sizes",
                                    frame: element.frame))
        }
        if text.measurement.unknownGlyphCount > 0 {
            found.append(Finding(kind: .missingGlyphs, severity: .error, path: element.path,
                                    message: "\(quoted) has \(text.measurement.unknownGlyphCount) characters no installed font can draw"
                                        + (text.measurement.unknownCharacters.isEmpty ? "" : " (\(text.measurement.unknownCharacters.joined(separator: ", ")))"),
                                    suggestion: "install a font covering them (e.g. fonts-noto) or add a font folder", frame: element.frame))
        }
        for family in text.measurement.missingFontFamilies {
            // A font iOS itself installs needs nothing from the widget: only Widgetry lacks it.
            if IOSFontFamilies.contains(family) {
                found.append(Finding(kind: .missingFont, severity: .warning, path: element.path,
                                     message: "font family '\(family)' comes with iOS but not with Widgetry; \(quoted) is drawn in the fallback, so its width may differ from the device's",
                                     suggestion: "nothing to change in the widget; to measure it as the device does, add a folder holding a copy of the font (--fonts DIR)",
                                     frame: element.frame))
                continue
            }
            found.append(Finding(kind: .missingFont, severity: .warning, path: element.path,
                                    message: "font family '\(family)' is not installed; \(quoted) is drawn in the fallback",
                                    suggestion: "add the font's folder (FontLibrary.addFontDirectory or --fonts) so measurements match the device",
                                    frame: element.frame))
        }
        for problem in text.measurement.invalidValues {
            found.append(Finding(kind: .invalidValue, severity: .warning, path: element.path, message: "\(quoted): \(problem)",
                                 suggestion: "pass finite, positive sizes to the text's font and modifiers", frame: element.frame))
        }
        return found
    }

    /// Siblings of a stack that the stack placed apart but that now cover each other (negative spacing,
    /// offsets, children larger than their slot).
    private func overlaps(in stack: PlacedElement) -> [Finding] {
        var found: [Finding] = []
        // Compare what each child draws, not its layout slot: an offset moves the drawing, not the slot.
        let children = stack.children.map { ($0, drawnFrame($0)) }.filter { $0.1.width > tolerance && $0.1.height > tolerance }
        for (i, (a, aFrame)) in children.enumerated() {
            for (b, bFrame) in children[(i + 1)...] {
                let overlap = aFrame.intersection(bFrame)
                if !overlap.isNull, overlap.width > tolerance, overlap.height > tolerance {
                    found.append(Finding(kind: .overlap, severity: .warning, path: b.viewPath,
                                            message: "overlaps its sibling \(a.viewPath) by \(Self.format(overlap.size))",
                                            suggestion: "check offsets, negative spacing and fixed sizes larger than the space",
                                            frame: overlap))
                }
            }
        }
        return found
    }

    /// The union of the frames of everything `element` and its descendants draw, each cut to the clips
    /// above it: `clipped()` and `clipShape(_:)` stop drawing at their frame, as in SwiftUI, so a
    /// `scaledToFill()` image clipped to its slot covers only the slot.
    private func drawnFrame(_ element: PlacedElement, clip: CGRect? = nil) -> CGRect {
        var drawn = CGRect.null
        if case .none = element.content {} else {
            drawn = clip.map { element.frame.intersection($0) } ?? element.frame
        }
        let inner = element.childClip.map { own in clip.map { own.rect.intersection($0) } ?? own.rect } ?? clip
        element.forEachChild { child in
            let frame = drawnFrame(child, clip: inner)
            if !frame.isNull { drawn = drawn.union(frame) }
        }
        return drawn
    }

    static func format(_ rect: CGRect) -> String {
        "x \(points(rect.minX)) y \(points(rect.minY)) w \(points(rect.width)) h \(points(rect.height))"
    }

    static func format(_ size: CGSize) -> String { "\(points(size.width))×\(points(size.height)) pt" }

    /// A length in whole points. A frame from `.frame(width: 1e300)` or an infinite one is written as the
    /// number it is: converting it to `Int` would stop the process.
    static func points(_ value: CGFloat) -> String {
        guard value.isFinite, abs(value) < 1e15 else { return value.isFinite ? String(format: "%.3g", Double(value)) : "\(value)" }
        return String(Int(value))
    }
}

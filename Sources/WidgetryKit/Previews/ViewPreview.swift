import Foundation
import WidgetryUI

/// A view preview declared with `#Preview { … }` (or `#Preview("Name", traits: …) { … }`). Views marked
/// with `.previewContext(WidgetPreviewContext(family:))` inside it become widget cells in that family,
/// as ``PreviewProvider`` previews do; an unmarked preview is listed and drawn as a small widget.
public struct ViewPreview: Sendable {
    /// The name given to `#Preview`, if any.
    public var name: String?
    /// Where the preview is declared: the file (`Module/File.swift`).
    public var fileID: String
    /// The line of `#Preview`.
    public var line: Int
    /// Evaluates the preview's body, recording the views it marks, on the calling thread.
    public let makeEntries: @Sendable () -> [WidgetPreviewEntry]

    /// How tools name the preview: the name given, else the file and line.
    public var title: String {
        name ?? "\(fileID.split(separator: "/").last.map(String.init) ?? fileID):\(line)"
    }

    /// The factory the macro's expansion calls.
    public static func __view<Content: View>(name: String?, fileID: String, line: Int,
                                             @ViewBuilder body: @escaping @Sendable () -> Content) -> ViewPreview {
        ViewPreview(name: name, fileID: fileID, line: line) { PreviewRecorder.entries { AnyView(body()) } }
    }
}

/// Layout hints a view preview can carry, as SwiftUI's `PreviewTrait`; Widgetry draws previews as
/// widgets, so the traits are accepted and do not change the cell.
public struct PreviewTrait<Kind>: Sendable {
    /// A trait.
    public init() {}
}

/// What preview traits apply to, as SwiftUI's `Preview.ViewTraits`.
public enum PreviewViewTraits {}

extension PreviewTrait where Kind == PreviewViewTraits {
    /// The preview takes the size its content needs.
    public static var sizeThatFitsLayout: PreviewTrait<PreviewViewTraits> { PreviewTrait() }
    /// A fixed size.
    public static func fixedLayout(width: Double, height: Double) -> PreviewTrait<PreviewViewTraits> { PreviewTrait() }
    /// Portrait orientation.
    public static var portrait: PreviewTrait<PreviewViewTraits> { PreviewTrait() }
    /// Landscape orientation.
    public static var landscapeLeft: PreviewTrait<PreviewViewTraits> { PreviewTrait() }
}

/// A simulator device name for old-style previews, as SwiftUI's `PreviewDevice`; the matrix covers every
/// device anyway, so the name is kept and does not narrow it.
public struct PreviewDevice: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
    /// The device name ("iPhone 15 Pro").
    public let rawValue: String
    /// A device by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A device by name, from a literal.
    public init(stringLiteral value: String) { rawValue = value }
}

extension View {
    /// The device an old-style preview is drawn on; Widgetry checks every device, so nothing changes.
    public func previewDevice(_ device: PreviewDevice?) -> some View { self }
    /// The layout of an old-style preview; nothing changes.
    public func previewLayout(_ layout: PreviewLayout) -> some View { self }
}

/// How an old-style preview is sized, as SwiftUI's `PreviewLayout`.
public enum PreviewLayout: Sendable {
    /// The device's size.
    case device
    /// The content's size.
    case sizeThatFits
    /// A fixed size.
    case fixed(width: Double, height: Double)
}

import WidgetryUI

/// A list's style, as SwiftUI's `ListStyle`. Accepted: lists in shared app screens are compiled, and a
/// data list is drawn in the plain style whatever the style.
public protocol ListStyle {}
/// The plain style, as `PlainListStyle`.
public struct PlainListStyle: ListStyle { public init() {} }
/// The grouped style, as `GroupedListStyle`.
public struct GroupedListStyle: ListStyle { public init() {} }
/// The inset grouped style, as `InsetGroupedListStyle`.
public struct InsetGroupedListStyle: ListStyle { public init() {} }
/// The inset style, as `InsetListStyle`.
public struct InsetListStyle: ListStyle { public init() {} }
/// The sidebar style, as `SidebarListStyle`.
public struct SidebarListStyle: ListStyle { public init() {} }
/// The platform's default, as `DefaultListStyle`.
public struct DefaultListStyle: ListStyle { public init() {} }

extension ListStyle where Self == PlainListStyle { public static var plain: PlainListStyle { .init() } }
extension ListStyle where Self == GroupedListStyle { public static var grouped: GroupedListStyle { .init() } }
extension ListStyle where Self == InsetGroupedListStyle { public static var insetGrouped: InsetGroupedListStyle { .init() } }
extension ListStyle where Self == InsetListStyle { public static var inset: InsetListStyle { .init() } }
extension ListStyle where Self == SidebarListStyle { public static var sidebar: SidebarListStyle { .init() } }
extension ListStyle where Self == DefaultListStyle { public static var automatic: DefaultListStyle { .init() } }

extension View {
    /// The style of lists inside; accepted (see ``ListStyle``).
    public func listStyle<S: ListStyle>(_ style: S) -> some View { self }
}

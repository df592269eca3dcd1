import Foundation
import WidgetryUI

/// A Screen Time report drawn by the app's report extension, as `DeviceActivityReport`. The system draws it
/// in a separate process from data a Linux run does not have, so it draws nothing and takes no space.
public struct DeviceActivityReport: View {
    /// A report's context, as `DeviceActivityReport.Context`.
    public typealias Context = DeviceActivityReportContext
    /// A report of `context` filtered by `filter`.
    public init(_ context: Context, filter: DeviceActivityFilter? = nil) {}
    /// Nothing.
    public var body: some View { EmptyView() }
}

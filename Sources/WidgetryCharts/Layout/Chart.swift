import Foundation
import WidgetryUI

/// A chart, as Swift Charts' `Chart`: marks built from content, laid out with axes and a legend by
/// ``ChartLayout``, drawn with the same shapes and text as every other view, and checked (docs/charts.md).
public struct Chart<Content: ChartContent>: View {
    let content: Content

    @Environment(\.chartConfiguration) private var configuration
    @Environment(\.widgetRenderingMode) private var renderingMode

    /// A chart of the marks `content` builds.
    public init(@ChartContentBuilder content: () -> Content) { self.content = content() }

    public var body: some View {
        let plan = ChartPlan.make(marks: content.marks, configuration: configuration, accented: renderingMode == .accented)
        return ChartLayout(plan: plan) {
            ForEach(plan.items.indices, id: \.self) { index in plan.items[index].view }
        }
        ._findingsAfterPlacement { plan.allFindings }
    }
}

extension Chart {
    /// A chart of the marks `content` builds for each element of `data`, identified by key path `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, C: ChartContent>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                                                            @ChartContentBuilder content: @escaping (Data.Element) -> C)
        where Content == ForEach<Data, ID, C> {
        self.content = ForEach(_each: data, id: id, content: content)
    }

    /// A chart of the marks `content` builds for each `Identifiable` element of `data`.
    public init<Data: RandomAccessCollection, C: ChartContent>(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> C)
        where Content == ForEach<Data, Data.Element.ID, C>, Data.Element: Identifiable {
        self.content = ForEach(_each: data, id: \.id, content: content)
    }
}

import Foundation
import WidgetryFindings

extension View {
    /// This view unchanged, with an info finding on it saying that `api` is accepted without effect and why,
    /// so a report shows where the picture may differ from a device (`docs/compatibility.md`).
    public func acceptedWithoutEffect(_ api: String, _ why: String, when applies: Bool = true) -> some View {
        wrappingNodes { node, _ in
            guard applies else { return node }
            let finding = Finding(kind: .acceptedWithoutEffect, severity: .info, message: "\(api) has no effect in Widgetry's render: \(why)",
                                  suggestion: "check this view on a device, or in a later Widgetry that models it")
            if !node.issues.contains(finding) { node.issues.append(finding) }
            return node
        }
    }
}

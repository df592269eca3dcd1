import Foundation

/// What turning views into layout nodes needs: the environment at this point of the tree.
struct BuildContext {
    var environment: EnvironmentValues
    /// How deep in the view tree this is; past ``maximumDepth`` a subtree is cut and reported, so a
    /// runaway recursive view cannot overflow a worker thread's stack.
    var depth = 0

    static let maximumDepth = 4_000

    /// The nodes `view` contributes: a primitive view's own, or those of its `body` evaluated with this
    /// environment current (so `@Environment` properties read it).
    func nodes<V: View>(for view: V) -> [LayoutNode] {
        if depth > Self.maximumDepth {
            LayoutIssueLog.report(.nestingTooDeep(limit: Self.maximumDepth))
            return []
        }
        var inner = self
        inner.depth += 1
        if let primitive = view as? any PrimitiveView {
            // Closures a primitive runs now (ForEach's content, a modifier's body) may read `@Environment`
            // properties of the view that built them, so the environment stays current around them too.
            return environment.withCurrent { primitive.makeNodes(in: inner) }
        }
        let body = environment.withCurrent { view.body }
        return inner.nodes(for: body)
    }

    /// The single node `view` lays out as: several nodes are stacked the way `kind` says.
    func node<V: View>(for view: V, combining kind: CombineKind) -> LayoutNode {
        let built = nodes(for: view)
        if built.count == 1 { return built[0] }
        switch kind {
        case .vertical:
            return StackNode(axis: .vertical, crossAlignment: .center, spacing: nil, children: built, name: nil, context: self)
        case .overlay(let alignment):
            return ZStackNode(alignment: alignment, children: built, name: nil, context: self)
        }
    }

    /// How several views stand in for one: a root lays them out vertically; a background or
    /// overlay stacks them, as SwiftUI does.
    enum CombineKind { case vertical, overlay(Alignment) }

    /// This context with a changed environment.
    func with(_ change: (inout EnvironmentValues) -> Void) -> BuildContext {
        var copy = self
        change(&copy.environment)
        return copy
    }
}

/// Problems met while building or laying out that SwiftUI would log; collected per thread and read by the
/// layout engine into the result, so the check can report them.
enum LayoutIssueLog {
    static func report(_ issue: LayoutIssue) {
        let key = "app.widgetry.layout-issues"
        let dictionary = Thread.current.threadDictionary
        var issues = dictionary[key] as? [LayoutIssue] ?? []
        if !issues.contains(issue) { issues.append(issue) }
        dictionary[key] = issues
    }

    static func drain() -> [LayoutIssue] {
        let key = "app.widgetry.layout-issues"
        let dictionary = Thread.current.threadDictionary
        let issues = dictionary[key] as? [LayoutIssue] ?? []
        dictionary[key] = nil
        return issues
    }
}

/// A problem in the view tree that layout worked around.
public enum LayoutIssue: Sendable, Hashable, CustomStringConvertible {
    /// A frame or padding was NaN, negative or infinite where a length was needed; it was clamped.
    case invalidLength(modifier: String, value: String)
    /// Views nest deeper than Widgetry lays out; the deeper part was left out.
    case nestingTooDeep(limit: Int)
    /// `minWidth > maxWidth` or similar: SwiftUI logs "Contradictory frame constraints".
    case contradictoryFrame(String)

    public var description: String {
        switch self {
        case .invalidLength(let modifier, let value):
            return "\(modifier) was given \(value); it was clamped to a valid length. Pass a finite, non-negative number."
        case .nestingTooDeep(let limit):
            return "views nest more than \(limit) levels deep; the deeper views were not laid out. Flatten the hierarchy."
        case .contradictoryFrame(let detail):
            return "contradictory frame constraints (\(detail)); SwiftUI logs the same and uses the larger value. Make min ≤ ideal ≤ max."
        }
    }
}

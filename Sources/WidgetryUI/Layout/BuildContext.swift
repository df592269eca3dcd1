import Foundation
import WidgetryFindings

/// What turning views into layout nodes needs: the environment at this point of the tree.
struct BuildContext {
    var environment: EnvironmentValues
    /// How deep in the view tree this is; past ``maximumDepth`` a subtree is cut and reported, so a
    /// runaway recursive view cannot overflow a worker thread's stack.
    var depth = 0

    /// 2,500: drawing walks the placed tree recursively on the matrix's worker threads, and at 4,000 (the
    /// earlier limit) a 10,000-deep tree of stacks and paddings overflowed a dispatch worker's stack in a debug
    /// build (GeneratedViewTreeTests.deepNesting); 1,000 nested `AnyView` paddings still lay out in full
    /// (FrameLayoutTests.deepNesting). Real widgets nest a few dozen levels.
    static let maximumDepth = 2_500

    /// The nodes `view` contributes: a primitive view's own, or those of its `body` evaluated with this
    /// environment current (so `@Environment` properties read it).
    func nodes<V: View>(for view: V) -> [LayoutNode] {
        if depth > Self.maximumDepth {
            environment.buildLog?.report(.nestingTooDeep(limit: Self.maximumDepth))
            return []
        }
        var inner = self
        inner.depth += 1
        // Asked of the type, not the value: casting the value to `any PrimitiveView` boxed every modifier and
        // stack into an existential (a heap copy per view built, 2.5 % of a check).
        if let primitive = V.self as? any PrimitiveView.Type {
            // Closures a primitive runs now (ForEach's content, a modifier's body) may read `@Environment`
            // properties of the view that built them, so the environment stays current around them too.
            return environment.withCurrent { withUnsafePointer(to: view) { primitive.makeNodes(of: UnsafeRawPointer($0), in: inner) } }
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

    /// The node `make` builds, with whatever it reported while resolving (a named colour it could not
    /// find) attached to the node, so that it is reported with that view's path.
    func reportingOnNode(_ make: (EnvironmentValues) -> LayoutNode) -> LayoutNode {
        var environment = self.environment
        let log = BuildLog()
        if let recorded = self.environment.buildLog?.colorVariants?.recorded { log.colorVariants = ColorVariants(recording: Set(recorded)) }
        environment.buildLog = log
        let node = make(environment)
        node.issues += log.findings
        // What was read while resolving (a named colour missing in this appearance) is the layout's to know.
        self.environment.buildLog?.noteReads(of: log)
        return node
    }

    /// This context with a changed environment.
    func with(_ change: (inout EnvironmentValues) -> Void) -> BuildContext {
        var copy = self
        change(&copy.environment)
        return copy
    }
}

/// Collects the findings of one build that belong to no single view: a view tree cut for depth, a named
/// colour resolved in an environment modifier. The layout engine creates one per layout, hands it down
/// in the environment and returns what it holds in the ``LayoutResult``; it never outlives that call.
final class BuildLog {
    private(set) var findings: [Finding] = []
    /// Set while placing when an element got build issues or a widget marker, so the engine walks the
    /// placed tree for them only then.
    var placedSomethingToCollect = false
    /// Set when a view read a value that differs between presentation contexts (`widgetRenderingMode`,
    /// `showsWidgetContainerBackground`), so the layout cannot stand for the widget's other contexts.
    var readPresentationValues = false
    /// Set when a view asked which device it is on (`UIScreen.main`, `UIDevice.current`), so the layout cannot
    /// stand for another device with the same widget size.
    var readDeviceProfile = false
    /// Set when a view asked for the colour scheme (or a named colour was missing in it), so the layout's
    /// geometry and findings cannot stand for the other appearance. Resolving a colour is not asking: colours
    /// change the drawing, never the layout.
    var readColorScheme = false
    /// Set when a view asked for `redactionReasons`, so its placeholder (drawn redacted) may lay out
    /// differently from its snapshot even for an equal entry.
    var readRedactionReasons = false
    /// Set when a view asked for Increase Contrast, or drew a colour with a high-contrast variant, so the layout
    /// cannot stand for a cell where Increase Contrast is on and it was off (or the other way round).
    var readIncreaseContrast = false
    /// Set when a view asked for Reduce Transparency, or drew a material, so the layout cannot stand for a cell
    /// where Reduce Transparency is on and it was off (or the other way round). Kept apart from Increase Contrast:
    /// most widgets draw a system colour, few a material, so most layouts serve Reduce Transparency.
    var readReduceTransparency = false

    /// Set when a view asked for `colorSchemeContrast` itself, so even with every colour's variant known the layout
    /// cannot stand for an Increase Contrast cell.
    var readContrastSetting = false
    /// What each colour resolved in this build becomes in each ``ColorVariant`` asked for; `nil` when none was
    /// (``EnvironmentValues/recordedColorVariants``).
    var colorVariants: ColorVariants?

    /// Notes in this log what `other` (a view's own log) says was read.
    func noteReads(of other: BuildLog) {
        readPresentationValues = readPresentationValues || other.readPresentationValues
        readDeviceProfile = readDeviceProfile || other.readDeviceProfile
        readColorScheme = readColorScheme || other.readColorScheme
        readRedactionReasons = readRedactionReasons || other.readRedactionReasons
        readIncreaseContrast = readIncreaseContrast || other.readIncreaseContrast
        readReduceTransparency = readReduceTransparency || other.readReduceTransparency
        readContrastSetting = readContrastSetting || other.readContrastSetting
        if let colors = other.colorVariants { colorVariants?.merge(colors) }
    }

    /// Records `finding` once.
    func report(_ finding: Finding) {
        if !findings.contains(finding) { findings.append(finding) }
    }
}

extension Finding {
    /// A frame, padding, offset or spacing that was NaN, infinite or negative where a length was needed.
    static func invalidLength(modifier: String, value: String) -> Finding {
        Finding(kind: .invalidLength, message: "\(modifier) was given \(value); it was clamped to a valid length",
                suggestion: "pass a finite, non-negative number")
    }

    /// Views nested deeper than Widgetry lays out.
    static func nestingTooDeep(limit: Int) -> Finding {
        Finding(kind: .nestingTooDeep, message: "views nest more than \(limit) levels deep; the deeper views were not laid out",
                suggestion: "flatten the hierarchy")
    }

    /// `minWidth > maxWidth` or similar: SwiftUI logs "Contradictory frame constraints".
    static func contradictoryFrame(_ detail: String) -> Finding {
        Finding(kind: .contradictoryFrame,
                message: "contradictory frame constraints (\(detail)); SwiftUI logs the same and uses the larger value",
                suggestion: "make min ≤ ideal ≤ max")
    }
}

import Foundation
import SwiftParser
import SwiftSyntax

/// Writes `self.init(frame:)` called on a metatype in an extension of a UIKit view (`static func autolayoutNew() -> Self
/// { let view = self.init(frame: .zero) … }`, `Self(frame:)`) as `_makeThroughMetatype(frame:)`, on the generated
/// package's copy. iOS calls UIKit's initializers through Objective-C, which lets Swift construct `Self` with an
/// initializer that is not `required`; Swift without the runtime refuses ("constructing an object of class type 'Self'
/// with a metatype value must use a 'required' initializer"). Widgetry's `UIView._makeThroughMetatype(frame:)` makes
/// UIKit's own classes and stops, naming the change, for an app's subclass. Initializers' own `self.init(frame:)`
/// (delegation, not construction) are left alone. Lines do not move.
public enum MetatypeInitializerRewriter {
    /// The UIKit view classes whose extensions the rewrite looks in.
    static let viewClasses: Set<String> = [
        "UIView", "UIControl", "UIButton", "UILabel", "UIImageView", "UITextView", "UITextField", "UIStackView",
        "UIScrollView", "UITableView", "UITableViewCell", "UICollectionViewCell", "UINavigationBar", "UITabBar",
        "UIToolbar", "UISearchBar", "UISegmentedControl", "UISwitch", "UISlider", "UIPageControl", "UIProgressView",
        "UIActivityIndicatorView", "UIRefreshControl", "UIWindow",
    ]

    /// `text` with each such call rewritten, and the 1-based lines where one was.
    public static func rewrite(_ text: String) -> (text: String, lines: [Int]) {
        guard text.contains("init(frame:") || text.contains("(frame:") else { return (text, []) }
        let tree = Parser.parse(source: text)
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(tree)
        guard !finder.edits.isEmpty else { return (text, []) }
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        let lines = finder.edits.map { converter.location(for: AbsolutePosition(utf8Offset: $0.range.lowerBound)).line }
        return (SourceBlanking.replacingKeepingLines(finder.edits, in: text), lines)
    }

    private final class Finder: SyntaxVisitor {
        var edits: [(range: Range<Int>, text: String)] = []
        private var inViewExtension = false
        private var inTypeMethod = false

        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            inViewExtension = MetatypeInitializerRewriter.viewClasses.contains(node.extendedType.trimmedDescription)
            return inViewExtension ? .visitChildren : .skipChildren
        }
        override func visitPost(_ node: ExtensionDeclSyntax) { inViewExtension = false }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            inTypeMethod = node.modifiers.contains { $0.name.text == "static" || $0.name.text == "class" }
            return .visitChildren
        }
        override func visitPost(_ node: FunctionDeclSyntax) { inTypeMethod = false }

        // An initializer's `self.init(frame:)` delegates; it constructs nothing through a metatype.
        override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard inViewExtension, node.arguments.count == 1, node.arguments.first?.label?.text == "frame" else { return .visitChildren }
            if let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init",
               let base = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
               base == "Self" || (base == "self" && inTypeMethod) {
                let name = member.declName.baseName
                edits.append((name.positionAfterSkippingLeadingTrivia.utf8Offset..<name.endPositionBeforeTrailingTrivia.utf8Offset,
                              "_makeThroughMetatype"))
            } else if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self), reference.baseName.text == "Self" {
                let end = reference.endPositionBeforeTrailingTrivia.utf8Offset
                edits.append((end..<end, "._makeThroughMetatype"))
            }
            return .visitChildren
        }
    }
}

import Foundation
import Testing
@testable import WidgetryFrontDoor

/// UIKit helpers as Auto Layout code writes them (our own code): a factory that makes any view class ready for
/// constraints, and a convenience initializer that delegates.
@Suite struct MetatypeInitializerRewriterTests {
    static let helpers = """
        import UIKit

        extension UIView {
            public static func autolayoutNew() -> Self {
                let view = self.init(frame: .zero)
                view.translatesAutoresizingMaskIntoConstraints = false
                return view
            }
            func copyOfKind() -> Self { Self(frame: frame) }
        }

        extension UILabel {
            convenience init(text: String) {
                self.init(frame: .zero)
                self.text = text
            }
        }

        struct Factory {
            static func make() -> Factory { self.init(frame: 1) }
            init(frame: Int) {}
        }

        """

    @Test("self.init(frame:) in a view extension's static method and Self(frame:) are made through Widgetry; lines unmoved")
    func rewritesMetatypeConstruction() {
        let (text, lines) = MetatypeInitializerRewriter.rewrite(Self.helpers)
        #expect(lines == [5, 9])
        #expect(text.contains("let view = self._makeThroughMetatype(frame: .zero)"))
        #expect(text.contains("func copyOfKind() -> Self { Self._makeThroughMetatype(frame: frame) }"))
        // A convenience initializer delegates: it constructs nothing through a metatype.
        #expect(text.contains("        self.init(frame: .zero)\n        self.text = text"))
        // Outside a UIKit view's extension, `self.init(frame:)` is the type's own business.
        #expect(text.contains("static func make() -> Factory { self.init(frame: 1) }"))
        #expect(text.components(separatedBy: "\n").count == Self.helpers.components(separatedBy: "\n").count)
    }
}

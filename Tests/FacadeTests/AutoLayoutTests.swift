import Foundation
import Testing
import UIKit

/// Auto Layout written in app code, as a quote screen shared with a widget writes it: constraints made from anchors,
/// activated in a batch, kept as data (never solved: nothing UIKit draws reaches a widget).
@Suite struct AutoLayoutTests {
    final class QuoteView: UIView {
        let quote = UILabel()
        let author = UILabel()
        let mark = UIImageView(image: nil)
        var markHeight: NSLayoutConstraint!

        override init(frame: CGRect) {
            super.init(frame: frame)
            for view in [quote, author, mark] as [UIView] {
                view.translatesAutoresizingMaskIntoConstraints = false
                addSubview(view)
            }
            markHeight = mark.heightAnchor.constraint(equalToConstant: 50)
            let trailing = quote.trailingAnchor.constraint(lessThanOrEqualTo: safeAreaLayoutGuide.trailingAnchor, constant: -20)
            trailing.priority = .defaultHigh
            NSLayoutConstraint.activate([
                quote.centerXAnchor.constraint(equalTo: centerXAnchor),
                quote.centerYAnchor.constraint(equalTo: centerYAnchor),
                quote.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor, constant: 40),
                trailing,
                author.topAnchor.constraint(equalTo: quote.bottomAnchor, constant: 10),
                author.widthAnchor.constraint(equalTo: quote.widthAnchor, multiplier: 0.5),
                mark.bottomAnchor.constraint(equalTo: quote.topAnchor, constant: -50),
                markHeight,
            ])
            quote.setContentHuggingPriority(.required, for: .vertical)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    @Test("Constraints from anchors are activated on the closest common ancestor, with their relation, multiplier and constant")
    func activation() throws {
        let view = QuoteView(frame: CGRect(x: 0, y: 0, width: 329, height: 155))
        // A constant size is held by its own view, as in UIKit; the other seven by the view holding both items.
        #expect(view.constraints.count == 7 && view.mark.constraints == [view.markHeight])
        #expect(view.constraints.allSatisfy { $0.isActive })
        let half = try #require(view.constraints.first { $0.firstAttribute == .width })
        #expect(half.firstItem === view.author && half.secondItem === view.quote && half.multiplier == 0.5 && half.relation == .equal)
        let trailing = try #require(view.constraints.first { $0.relation == .lessThanOrEqual })
        #expect(trailing.secondItem === view.safeAreaLayoutGuide && trailing.constant == -20 && trailing.priority == .defaultHigh)
        #expect(view.markHeight.secondItem == nil && view.markHeight.secondAttribute == .notAnAttribute && view.markHeight.constant == 50)
        #expect(view.quote.contentHuggingPriority(for: .vertical) == .required)
        #expect(view.quote.contentCompressionResistancePriority(for: .horizontal) == .defaultHigh)
        #expect(!view.quote.translatesAutoresizingMaskIntoConstraints)
    }

    @Test("Deactivating removes a constraint; changing its constant keeps it; frames are never solved")
    func deactivation() {
        let view = QuoteView(frame: CGRect(x: 0, y: 0, width: 329, height: 155))
        view.markHeight.constant = 30
        #expect(view.markHeight.isActive && view.markHeight.constant == 30)
        NSLayoutConstraint.deactivate([view.markHeight])
        #expect(!view.markHeight.isActive && view.mark.constraints.isEmpty && view.constraints.count == 7)
        view.layoutIfNeeded()
        #expect(view.quote.frame == .zero)
    }

    @Test("Guides: the margins guide is the bounds inset by 8 points, as UIKit's default margins; the safe area is the bounds")
    func guides() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        #expect(view.layoutMarginsGuide.layoutFrame == CGRect(x: 8, y: 8, width: 84, height: 44))
        #expect(view.safeAreaLayoutGuide.layoutFrame == view.bounds)
        #expect(UILayoutPriority.defaultLow + 1 == UILayoutPriority(251))
        let separate = UIView()
        // Items in different trees have no common ancestor: UIKit raises; here nothing is activated.
        let orphan = separate.topAnchor.constraint(equalTo: view.topAnchor)
        orphan.isActive = true
        #expect(!orphan.isActive)
    }
}

import Foundation
import Testing
@testable import WidgetryUI

/// A scroll view at rest, as a conversation or a paged carousel shared with a widget writes it.
@Suite struct ScrollPositioningTests {
    /// Ten 30 pt rows (300 pt) in a 100 pt tall scroll view.
    private func rows() -> some View {
        VStack(spacing: 0) {
            ForEach(0..<10, id: \.self) { index in Text("Message \(index)").frame(height: 30) }
        }
    }

    private func frames(_ result: LayoutResult) -> [String: CGRect] {
        Dictionary(uniqueKeysWithValues: result.texts.map { ($0.text.string, $0.element.frame) })
    }

    @Test("At rest the content starts at the top; defaultScrollAnchor(.bottom) shows its end, as iOS on appearing")
    func restingPosition() throws {
        let top = frames(layout(ScrollView { rows() }.frame(height: 100), width: 200, height: 100))
        // Each line is centred in its 30 pt row: `inset` above and below it.
        let first = try #require(top["Message 0"])
        let inset = (30 - first.height) / 2
        #expect(abs(first.minY - inset) < 0.01)
        let bottom = frames(layout(ScrollView { rows() }.defaultScrollAnchor(.bottom).frame(height: 100), width: 200, height: 100))
        // 300 pt of rows ending at the scroll view's 100 pt bottom: the last row spans 70…100, the first starts at −200.
        let last = try #require(bottom["Message 9"])
        #expect(abs(last.maxY + inset - 100) < 0.01 && abs((bottom["Message 0"]?.minY ?? 0) - inset + 200) < 0.01)
        let middle = frames(layout(ScrollView { rows() }.defaultScrollAnchor(.center, for: .initialOffset).frame(height: 100), width: 200, height: 100))
        #expect(abs((middle["Message 0"]?.minY ?? 0) - inset + 100) < 0.01)
    }

    @Test("Scroll targets, positions, phases and geometry callbacks change nothing drawn: the view at rest")
    func acceptedModifiers() {
        var position = ScrollPosition(idType: Int.self)
        position.scrollTo(id: 7)
        #expect(position.viewID(type: Int.self) == 7 && position.edge == nil)
        position.scrollTo(edge: .bottom)
        #expect(position.viewID == nil && position.edge == .bottom && !position.isPositionedByUser)
        var selected: Int? = 3
        let plain = ScrollView(.horizontal) { HStack { ForEach(0..<5, id: \.self) { Text("Card \($0)").frame(width: 80) } } }
        let modified = ScrollView(.horizontal) {
            HStack { ForEach(0..<5, id: \.self) { Text("Card \($0)").frame(width: 80).geometryGroup() } }.scrollTargetLayout()
        }
        .scrollTargetBehavior(.viewAligned(limitBehavior: .alwaysByOne))
        .scrollPosition(id: Binding(get: { selected }, set: { selected = $0 }))
        .scrollPosition(Binding(get: { position }, set: { position = $0 }))
        .onScrollGeometryChange(for: CGFloat.self, of: { $0.contentOffset.x }) { _, _ in selected = nil }
        .onScrollPhaseChange { _, _ in selected = nil }
        .scrollBounceBehavior(.basedOnSize)
        #expect(frames(layout(plain, width: 200, height: 60)) == frames(layout(modified, width: 200, height: 60)))
        #expect(selected == 3)
    }

    @Test("A frame in .scrollView is measured against the enclosing scroll view")
    func scrollViewSpace() throws {
        final class Seen: @unchecked Sendable { var frame: CGRect? }
        let seen = Seen()
        let view = VStack(spacing: 0) {
            Color.red.frame(height: 50)
            ScrollView {
                Color.gray.frame(height: 20)
                GeometryReader { proxy in
                    let _ = { seen.frame = proxy.frame(in: .scrollView) }()
                    Color.blue
                }
                .frame(height: 30)
            }
        }
        _ = layout(view, width: 200, height: 200)
        // Below the 20 pt view and the implicit stack's 8 pt default spacing, measured from the scroll view's top wherever
        // the scroll view is (50 pt down here).
        #expect(seen.frame?.minY == 28 && seen.frame?.height == 30, "\(String(describing: seen.frame))")
    }
}

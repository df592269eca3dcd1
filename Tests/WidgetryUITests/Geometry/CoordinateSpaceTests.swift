import Foundation
import Testing
@testable import WidgetryUI

/// Named coordinate spaces as app code measures against them: a reader inside a card asks where it sits in the card.
@Suite struct CoordinateSpaceTests {
    /// What a reader saw when it was placed.
    final class Seen: @unchecked Sendable {
        var named: CGRect?, modern: CGRect?, global: CGRect?, unknown: CGRect?, bounds: CGRect?
    }

    /// A card 100 wide: a 40 pt header over a 60 pt reader, named "card", padded 20 pt inside the canvas.
    private func card(_ seen: Seen) -> some View {
        VStack(spacing: 0) {
            Color.red.frame(height: 40)
            GeometryReader { proxy in
                let _ = {
                    seen.named = proxy.frame(in: .named("card"))
                    seen.modern = proxy.frame(in: NamedCoordinateSpace.named("card"))
                    seen.global = proxy.frame(in: .global)
                    seen.unknown = proxy.frame(in: .named("elsewhere"))
                    seen.bounds = proxy.bounds(of: .named("card"))
                }()
                Color.blue
            }
            .frame(height: 60)
        }
        .frame(width: 100)
        .coordinateSpace(name: "card")
        .padding(20)
    }

    @Test("frame(in: .named) is relative to the named ancestor; an unknown name gives the widget's frame")
    func namedFrame() throws {
        let seen = Seen()
        _ = layout(card(seen), width: 300, height: 300)
        let named = try #require(seen.named), global = try #require(seen.global)
        // Below the 40 pt header, at the card's leading edge, 100 × 60.
        #expect(named == CGRect(x: 0, y: 40, width: 100, height: 60))
        #expect(seen.modern == named)
        // The card sits somewhere in the canvas; the reader is 40 pt below its top, so the global frame is the named one
        // moved by the card's origin, which is at least the 20 pt padding in.
        #expect(global.size == named.size && global.minY - named.minY >= 20 && global.minX - named.minX >= 20)
        #expect(seen.unknown == global)
        // The card's bounds seen from the reader: 40 pt above it, the card's full 100 × 100.
        #expect(seen.bounds == CGRect(x: 0, y: -40, width: 100, height: 100))
    }

    @Test("The nearest ancestor with a name wins, as SwiftUI resolves names")
    func nearestName() throws {
        let seen = Seen()
        let nested = VStack(spacing: 0) {
            Color.gray.frame(height: 10)
            card(seen)
        }
        .coordinateSpace(name: "card")
        _ = layout(nested, width: 300, height: 300)
        #expect(seen.named == CGRect(x: 0, y: 40, width: 100, height: 60))
    }
}

import Foundation
import Testing
import Widgetry
import WidgetryGraphics
import WidgetrySnapshotTesting

/// A plain SwiftUI view as a team's existing swift-snapshot-testing test writes it (`.image(layout:traits:)`),
/// rendered as `UIHostingController` hosts it on iOS.
@Suite struct ViewSnapshottingTests {
    /// A small card, as a design system's snapshot test would photograph it.
    struct Card: View {
        var title: String
        var body: some View {
            HStack(spacing: 12) {
                RoundedRectangle(cornerRadius: 8).fill(Color.blue).frame(width: 44, height: 44)
                VStack(alignment: .leading, spacing: 2) {
                    Text(title).font(.headline)
                    Text("Updated just now").font(.subheadline).foregroundStyle(.secondary)
                }
                Spacer(minLength: 0)
            }
            .padding()
        }
    }

    @Test("A fixed layout in dark mode matches its recorded PNG (assertSnapshot, as the library's own tests write it)")
    func cardFixedDark() {
        assertSnapshot(of: Card(title: "Northgate"),
                       as: .image(layout: .fixed(width: 320, height: 100), traits: UITraitCollection(userInterfaceStyle: .dark)))
    }

    @Test("A device preset matches its recorded PNG at 2x")
    func cardOnIPhoneSe() {
        assertSnapshot(of: Card(title: "Northgate"),
                       as: .image(layout: .device(config: .iPhoneSe), traits: UITraitCollection(displayScale: 2)))
    }

    /// The image a strategy makes for `view`.
    private func image<V: View>(_ view: V, _ strategy: Snapshotting<V, RasterImage>) -> RasterImage {
        var result: RasterImage?
        strategy.snapshot(view).run { result = $0 }
        return result ?? RasterImage(width: 0, height: 0, rgba: [])
    }

    /// The rows and columns of pixels whose red channel is above 200 and green below 60.
    private func redBox(_ image: RasterImage) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        var box: (Int, Int, Int, Int)?
        for y in 0..<image.height {
            for x in 0..<image.width {
                let i = (y * image.width + x) * 4
                guard image.rgba[i] > 200, image.rgba[i + 1] < 60 else { continue }
                box = box.map { (min($0.0, x), min($0.1, y), max($0.2, x), max($0.3, y)) } ?? (x, y, x, y)
            }
        }
        return box.map { (minX: $0.0, minY: $0.1, maxX: $0.2, maxY: $0.3) }
    }

    @Test("A device preset centres the view in the safe area: iPhone 13 is 390 × 844 with 47 pt above and 34 pt below")
    func deviceCentresInSafeArea() throws {
        let picture = image(Color.red.frame(width: 100, height: 50),
                            .image(layout: .device(config: .iPhone13), traits: UITraitCollection(displayScale: 1)))
        #expect(picture.width == 390 && picture.height == 844)
        let box = try #require(redBox(picture))
        // Safe area 47…810, 763 tall: (763 − 50) / 2 = 356.5 below its top, so the rectangle starts at 403.5.
        #expect(box.minX == 145 && box.maxX == 244)
        #expect(abs(Double(box.minY) - 403.5) <= 0.5)
        // The page behind is the system background: white in light mode.
        #expect(Array(picture.rgba[0..<4]) == [255, 255, 255, 255])
    }

    @Test("sizeThatFits is the view's size offered 0 × 0, in pixels of the traits' scale")
    func sizeThatFits() {
        let picture = image(Color.red.frame(width: 60, height: 25).padding(5), .image(layout: .sizeThatFits, traits: UITraitCollection(displayScale: 2)))
        #expect(picture.width == 140 && picture.height == 70)
        // Offered 0 × 0 a Text is empty, as iOS photographs `VStack { Text("Top Border").padding() }`: a 32 × 32 pt
        // square of padding (autoreleasefool/approach, EdgeBorderTests.snapshotTopBorder).
        let padded = image(VStack { Text("Top Border").padding() }, .image(layout: .sizeThatFits, traits: UITraitCollection(displayScale: 1)))
        #expect(padded.width == 32 && padded.height == 32)
    }

    @Test("The presets set Dynamic Type size Medium; a test's own traits win over the preset's")
    func presetTraits() {
        #expect(ViewImageConfig.iPhone13.traits.preferredContentSizeCategory == .medium)
        #expect(ViewImageConfig.iPhone13(.landscape).size == CGSize(width: 844, height: 390))
        #expect(ViewImageConfig.iPhoneX.safeArea == UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        let merged = UITraitCollection(traitsFrom: [ViewImageConfig.iPhone13.traits,
                                                    UITraitCollection(preferredContentSizeCategory: .accessibilityExtraLarge),
                                                    UITraitCollection(userInterfaceStyle: .dark)])
        #expect(merged.preferredContentSizeCategory == .accessibilityExtraLarge)
        #expect(merged.userInterfaceStyle == .dark)
        #expect(merged.horizontalSizeClass == .compact)
        // Medium's body text is 16 pt where Large's is 17 pt (Apple's Dynamic Type sizes), so a body line is shorter.
        // `.fixedSize()`: sizeThatFits offers 0 × 0, where a bare Text is empty (as on iOS).
        let text = Text("The quick brown fox jumps").font(.body).fixedSize()
        let medium = image(text, .image(layout: .sizeThatFits, traits: UITraitCollection(traitsFrom: [.iPhone13(.portrait), UITraitCollection(displayScale: 1)])))
        let large = image(text, .image(layout: .sizeThatFits, traits: UITraitCollection(displayScale: 1)))
        #expect(medium.width < large.width && medium.height < large.height)
    }
}

import Foundation
import SwiftUI
import Testing
import UIKit
import WidgetKit
import WidgetryPipeline

/// A blur behind SwiftUI content, written the way small "visual effect" packages wrap UIKit (our own code): a
/// representable making a `UIVisualEffectView` whose content view holds a vibrancy view.
struct FrostedBackground: UIViewRepresentable {
    var style: UIBlurEffect.Style = .systemMaterial
    var vibrancy: UIVibrancyEffectStyle? = nil

    func makeUIView(context: Context) -> UIVisualEffectView {
        let blur = UIVisualEffectView()
        let vibrant = UIVisualEffectView()
        vibrant.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        blur.contentView.addSubview(vibrant)
        updateUIView(blur, context: context)
        return blur
    }

    func updateUIView(_ view: UIVisualEffectView, context: Context) {
        let effect = UIBlurEffect(style: style)
        view.effect = effect
        if let vibrancy, let vibrant = view.contentView.subviews.first as? UIVisualEffectView {
            vibrant.effect = UIVibrancyEffect(blurEffect: effect, style: vibrancy)
        }
    }
}

@Suite struct UIVisualEffectViewTests {
    @Test("A UIVisualEffectView wrapped for SwiftUI compiles; in a widget it draws nothing and a finding names it")
    func blurRepresentable() throws {
        let view = VStack { Text("Raid") }.background(FrostedBackground(style: .systemThinMaterialDark, vibrancy: .secondaryLabel))
        let rendered = CellPipeline().render(AnyView(view), named: "raid", in: WidgetCell(family: .systemSmall), output: .layout)
        #expect(try #require(rendered.layout).texts.map(\.text.string) == ["Raid"])
        #expect(rendered.findings.contains { $0.kind == .acceptedWithoutEffect && $0.message.contains("FrostedBackground") })
    }

    @Test("The effect view keeps its effect and content view as UIKit does, for code that reads them back")
    func effectViewState() throws {
        let blur = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
        #expect((blur.effect as? UIBlurEffect)?.style == .dark)
        #expect(blur.subviews.first === blur.contentView)
        let vibrancy = UIVibrancyEffect(blurEffect: UIBlurEffect(style: .regular), style: .fill)
        #expect(vibrancy.style == .fill && vibrancy.blurEffect.style == .regular)
        // UIKit's raw values: systemMaterial is 8, label is 0 (UIBlurEffect.h, UIVibrancyEffect.h).
        #expect(UIBlurEffect.Style.systemMaterial.rawValue == 8 && UIVibrancyEffectStyle.label.rawValue == 0)
        let sized = UIVisualEffectView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        #expect(sized.effect == nil && sized.bounds.width == 40)
    }
}

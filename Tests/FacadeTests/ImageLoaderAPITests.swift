import CoreImage
import Foundation
import QuartzCore
import Testing
import UIKit

/// What image-loading and caching code shared with a widget uses of UIKit, Core Animation, Core Image and Foundation
/// (held-out batch 11: an image library's pipeline compiled as widget code), written as such code writes it.
private final class CachedImage: NSDiscardableContent {
    private var accesses = 0
    private(set) var image: UIImage?
    init(_ image: UIImage) { self.image = image }
    func beginContentAccess() -> Bool { guard image != nil else { return false }; accesses += 1; return true }
    func endContentAccess() { accesses = max(accesses - 1, 0) }
    func discardContentIfPossible() { if accesses == 0 { image = nil } }
    func isContentDiscarded() -> Bool { image == nil }
}

private final class FrameTicker {
    var frames = 0
    lazy var link = CADisplayLink(target: self, selector: Selector("tick"))
    func start() { link.add(to: .main, forMode: .common) }
    func tick() { frames += 1 }
}

@Suite struct ImageLoaderAPITests {
    @Test("A background task cannot start in a check: UIKit's .invalid, so cache code takes its no-task path")
    func backgroundTask() {
        let task = UIApplication.shared.beginBackgroundTask(withName: "save-cache") {}
        #expect(task == .invalid && task.rawValue == 0)   // UIBackgroundTaskInvalid is 0 (UIApplication.h)
        UIApplication.shared.endBackgroundTask(task)
    }

    @Test("A display link keeps its settings and never ticks: a check draws still pictures")
    func displayLink() {
        let ticker = FrameTicker()
        ticker.start()
        ticker.link.preferredFrameRateRange = CAFrameRateRange(minimum: 10, maximum: 30, preferred: 30)
        #expect(ticker.frames == 0 && ticker.link.preferredFrameRateRange.maximum == 30)
        #expect(ticker.link.duration == 1.0 / 60)
        ticker.link.invalidate()
        #expect(ticker.link.isPaused)
    }

    @Test("Buttons keep background images per state; image views animate only with frames; layers keep contents")
    func uiKitImages() throws {
        let photo = UIImage(systemName: "photo")!
        let button = UIButton(type: .custom)
        button.setBackgroundImage(photo, for: .normal)
        #expect(button.backgroundImage(for: .highlighted) === photo, "a state without its own falls back to .normal")
        #expect(button.currentBackgroundImage === photo && button.currentImage == nil)

        let view = UIImageView(image: photo, highlightedImage: nil)
        view.startAnimating()
        #expect(!view.isAnimating, "UIKit does not animate an image view without animationImages")
        view.animationImages = [photo, photo]
        view.startAnimating()
        #expect(view.isAnimating)
        view.stopAnimating()
        #expect(!view.isAnimating)

        let layer = CALayer()
        layer.contents = "image"
        #expect(layer.contents as? String == "image")
        // UIView.h's raw values: the transitions are 1 << 20 … 7 << 20.
        #expect(UIView.AnimationOptions.transitionFlipFromLeft.rawValue == 1 << 20)
        #expect(UIView.AnimationOptions.transitionFlipFromBottom.rawValue == 7 << 20)
        #expect(photo.imageFlippedForRightToLeftLayoutDirection().size == photo.size)
        #expect(photo.withAlignmentRectInsets(UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1)).size == photo.size)
    }

    @Test("Core Image colours from UIKit colours carry their sRGB components; parameter keys are the parameters' names")
    func coreImage() {
        let red = CIColor(color: UIColor(red: 1, green: 0, blue: 0, alpha: 0.5))
        #expect(red.red == 1 && red.green == 0 && red.alpha == 0.5)
        let filter = CIFilter(name: "CIColorControls")
        filter?.setValue(1.2, forKey: kCIInputContrastKey)
        #expect(filter?.value(forKey: "inputContrast") as? Double == 1.2)
        #expect([kCIInputBrightnessKey, kCIInputSaturationKey, kCIInputEVKey] == ["inputBrightness", "inputSaturation", "inputEV"])
    }

    @Test("Caches adopt NSDiscardableContent; requests accept Low Data Mode flags; NSInteger is Int")
    func foundation() {
        let cached = CachedImage(UIImage(systemName: "photo")!)
        #expect(cached.beginContentAccess())
        cached.discardContentIfPossible()
        #expect(!cached.isContentDiscarded(), "content in use is kept")
        cached.endContentAccess()
        cached.discardContentIfPossible()
        #expect(cached.isContentDiscarded() && !cached.beginContentAccess())

        var request = URLRequest(url: URL(string: "https://example.com/a.png")!)
        request.allowsConstrainedNetworkAccess = false
        #expect(request.allowsExpensiveNetworkAccess)
        let count: NSInteger = 3
        #expect(count == Int(3))
    }
}

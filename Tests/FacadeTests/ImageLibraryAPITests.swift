import Accelerate
import AVFoundation
import CoreMedia
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import PhotosUI
import SwiftUI
import Testing
import UIKit
import WidgetryGraphics
import WidgetrySecurity

/// What an image library shared with a widget uses beyond loading (held-out batch 11: an image library's blur,
/// decoding, video thumbnails, GIF frames and download delegate), written as such code writes it — our own code.
private enum Blur {
    /// A box blur of `image` by `radius` pixels through bitmap contexts and vImage, as image libraries blur.
    static func blurred(_ image: CGImage, radius: UInt32) -> CGImage? {
        func context() -> CGContext? {
            CGContext(data: nil, width: image.width, height: image.height, bitsPerComponent: 8, bytesPerRow: 0,
                      space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
        }
        guard let input = context(), let output = context() else { return nil }
        input.draw(image, in: CGRect(x: 0, y: 0, width: image.width, height: image.height))
        func buffer(_ context: CGContext) -> vImage_Buffer {
            vImage_Buffer(data: context.data, height: vImagePixelCount(context.height), width: vImagePixelCount(context.width),
                          rowBytes: context.bytesPerRow)
        }
        var source = buffer(input), destination = buffer(output)
        let side = 2 * radius + 1
        let error = vImageBoxConvolve_ARGB8888(&source, &destination, nil, 0, 0, side, side, nil, vImage_Flags(kvImageEdgeExtend))
        return error == kvImageNoError ? output.makeImage() : nil
    }
}

/// A view that fills its own layer, as frame-playing image views do.
private final class FrameView: UIView {
    var displayed = 0
    override func display(_ layer: CALayer) { displayed += 1 }
}

@Suite struct ImageLibraryAPITests {
    /// An 8-bit RGBA bitmap context with premultiplied alpha, as image code makes them.
    func rgbaContext(width: Int, height: Int) throws -> CGContext {
        try #require(CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                               space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
    }

    /// The first byte (red) of each pixel of a one-row RGBA bitmap.
    func reds(_ image: CGImage) throws -> [UInt8] {
        let bytes = try #require(image.dataProvider?.data) as Data
        return stride(from: 0, to: image.width * 4, by: 4).map { bytes[$0] }
    }

    @Test("vImage's box blur averages each pixel's box: a black-to-white edge becomes 0, 85, 170, 255 across a 3 px box")
    func boxBlur() throws {
        // A 6 × 1 row, black then white: red 0 0 0 255 255 255. A 3 × 3 box with the edge extended averages three
        // neighbours (the row repeats above and below): (0+0+255)/3 = 85 and (0+255+255)/3 = 170.
        let row = try rgbaContext(width: 6, height: 1)
        row.setFillColor(UIColor.black.cgColor)
        row.fill(CGRect(x: 0, y: 0, width: 3, height: 1))
        row.setFillColor(UIColor.white.cgColor)
        row.fill(CGRect(x: 3, y: 0, width: 3, height: 1))
        let image = try #require(row.makeImage())
        #expect(try reds(image) == [0, 0, 0, 255, 255, 255])
        let blurred = try #require(Blur.blurred(image, radius: 1))
        #expect(try reds(blurred) == [0, 0, 85, 170, 255, 255])
    }

    @Test("vImage refuses an even box and a missing edge style with its error codes")
    func boxBlurErrors() {
        var pixels = [UInt8](repeating: 9, count: 16)
        pixels.withUnsafeMutableBytes { raw in
            var buffer = vImage_Buffer(data: raw.baseAddress, height: 2, width: 2, rowBytes: 8)
            #expect(vImageBoxConvolve_ARGB8888(&buffer, &buffer, nil, 0, 0, 2, 3, nil, vImage_Flags(kvImageEdgeExtend)) == kvImageInvalidKernelSize)
            #expect(vImageBoxConvolve_ARGB8888(&buffer, &buffer, nil, 0, 0, 3, 3, nil, vImage_Flags(kvImageNoFlags)) == kvImageInvalidEdgeStyle)
            // Truncated at the edges, a uniform bitmap stays uniform (each box averages only pixels that are 9).
            #expect(vImageBoxConvolve_ARGB8888(&buffer, &buffer, nil, 0, 0, 3, 3, nil, vImage_Flags(kvImageTruncateKernel)) == kvImageNoError)
        }
        #expect(pixels.allSatisfy { $0 == 9 })
    }

    @Test("A bitmap copied through its data provider (how image libraries force decoding) keeps its size and pixels")
    func copyThroughProvider() throws {
        let context = try rgbaContext(width: 4, height: 2)
        context.setFillColor(UIColor.red.cgColor)
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 2))
        let image = try #require(context.makeImage())
        let provider = try #require(image.dataProvider)
        let copy = try #require(CGImage(width: image.width, height: image.height, bitsPerComponent: image.bitsPerComponent,
                                        bitsPerPixel: image.bitsPerPixel, bytesPerRow: image.bytesPerRow, space: image.colorSpace!,
                                        bitmapInfo: image.bitmapInfo, provider: provider, decode: image.decode,
                                        shouldInterpolate: image.shouldInterpolate, intent: image.renderingIntent))
        #expect(copy.width == 4 && copy.height == 2)
        #expect(Array(try #require(copy.dataProvider?.data) as Data) == Array(provider.bytes))
        #expect(Array(provider.bytes.prefix(4)) == [255, 0, 0, 255])
        // Too few bytes for the layout: Core Graphics answers nil.
        #expect(CGImage(width: 8, height: 8, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 32, space: CGColorSpaceCreateDeviceRGB(),
                        bitmapInfo: image.bitmapInfo, provider: provider, decode: nil, shouldInterpolate: true, intent: .defaultIntent) == nil)
    }

    @Test("Core Media times: seconds at a timescale, exact comparison of equal fractions, sums at the common timescale")
    func mediaTime() {
        let oneAndAHalf = CMTime(seconds: 1.5, preferredTimescale: 600)
        #expect(oneAndAHalf.value == 900 && oneAndAHalf.timescale == 600 && oneAndAHalf.seconds == 1.5)
        #expect(CMTime(value: 1, timescale: 3) == CMTime(value: 2, timescale: 6))
        // 1/2 + 1/3 at the least common multiple of 2 and 3: 3/6 + 2/6 = 5/6 (CMTime.h, CMTimeAdd).
        let sum = CMTime(value: 1, timescale: 2) + CMTime(value: 1, timescale: 3)
        #expect(sum.value == 5 && sum.timescale == 6)
        #expect(CMTime.invalid < .zero && CMTime.zero < .positiveInfinity && CMTime.positiveInfinity < .indefinite)
        #expect(CMTimeAdd(.positiveInfinity, .negativeInfinity) == .invalid && !CMTimeAdd(.positiveInfinity, .negativeInfinity).isValid)
        #expect(NSValue(time: oneAndAHalf).timeValue == oneAndAHalf)
        #expect(NSValue(range: NSRange(location: 0, length: 1)).timeValue == .invalid, "a value that holds no time")
    }

    @Test("A video thumbnail request fails as for media iOS cannot decode, and the handler hears every time")
    func videoThumbnail() async throws {
        let generator = AVAssetImageGenerator(asset: AVURLAsset(url: URL(fileURLWithPath: "/tmp/clip.mp4")))
        #expect((generator.asset as? AVURLAsset)?.url.lastPathComponent == "clip.mp4")
        #expect(AVAsset(url: URL(fileURLWithPath: "/tmp/clip.mp4")).duration.isIndefinite, "nothing is decoded to learn it")
        #expect(throws: (any Error).self) { try generator.copyCGImage(at: .zero, actualTime: nil) }
        let results: [(CMTime, AVAssetImageGenerator.Result, Int?)] = await withCheckedContinuation { continuation in
            let times = [CMTime(seconds: 1, preferredTimescale: 600), CMTime(seconds: 2, preferredTimescale: 600)]
            let collected = Collected()
            generator.generateCGImagesAsynchronously(forTimes: times.map { NSValue(time: $0) }) { requested, image, _, result, error in
                #expect(image == nil)
                if collected.append((requested, result, (error as NSError?)?.code)) == times.count { continuation.resume(returning: collected.items) }
            }
        }
        // AVErrorDecoderNotFound (AVError.h): -11833.
        #expect(results.map(\.0.seconds) == [1, 2] && results.allSatisfy { $0.1 == .failed && $0.2 == -11_833 })
    }

    @Test("An animated image is its frames over a duration, measured and drawn as its first frame; no frames is nil")
    func animatedImage() throws {
        let first = try #require(UIImage(data: try RasterImage(width: 4, height: 2, rgba: [UInt8](repeating: 200, count: 32)).pngData()))
        let second = try #require(UIImage(data: try RasterImage(width: 4, height: 2, rgba: [UInt8](repeating: 200, count: 32)).pngData()))
        let animated = try #require(UIImage.animatedImage(with: [first, second], duration: 0.2))
        #expect(animated.images?.count == 2 && animated.duration == 0.2 && animated.size == first.size)
        #expect(first.images == nil && first.duration == 0)
        #expect(UIImage.animatedImage(with: [], duration: 1) == nil)
    }

    @Test("Text attachments carry their image in one attachment character; views are their layers' delegates")
    func attachmentsAndLayers() throws {
        let attachment = NSTextAttachment(image: UIImage(systemName: "star")!)
        attachment.bounds = CGRect(x: 0, y: -2, width: 12, height: 12)
        let text = NSAttributedString(attachment: attachment)
        #expect(text.length == 1 && text.string.unicodeScalars.first?.value == 0xFFFC)
        #expect((text.attribute(.attachment, at: 0, effectiveRange: nil) as? NSTextAttachment) === attachment)

        let view = FrameView()
        #expect(view.layer.delegate === view)
        view.layer.delegate?.display(view.layer)
        #expect(view.displayed == 1)
    }

    @Test("Extension-safe code finds no shared application; a download's trust and Low Data Mode reason compile as on iOS")
    func applicationAndNetwork() {
        // Kingfisher-style: ask the class before reaching the app, which an app extension cannot.
        let selector = NSSelectorFromString("sharedApplication")
        #expect(!UIApplication.responds(to: selector))
        #expect(UIApplication.perform(selector) == nil)
        #expect((UIApplication.shared as AnyObject) is UIResponder)

        let space = URLProtectionSpace(host: "example.com", port: 443, protocol: "https", realm: nil,
                                       authenticationMethod: NSURLAuthenticationMethodServerTrust)
        #expect(space.serverTrust == nil, "no TLS connection reaches a check")
        let constrained = URLError(.notConnectedToInternet, userInfo: [NSURLErrorNetworkUnavailableReasonKey: 2])
        #expect(constrained.networkUnavailableReason == .constrained)
        #expect(URLError(.timedOut).networkUnavailableReason == nil)
    }

    @Test("Decoding ahead of display gives the image; a thumbnail fits the size asked for with the aspect ratio kept")
    func preparedImages() throws {
        let photo = try #require(UIImage(data: try RasterImage(width: 40, height: 20, rgba: [UInt8](repeating: 90, count: 3_200)).pngData()))
        #expect(photo.preparingForDisplay() === photo)
        // 40 × 20 into 10 × 10: the width limits, so 10 × 5.
        #expect(photo.preparingThumbnail(of: CGSize(width: 10, height: 10))?.size == CGSize(width: 10, height: 5))
        let command = UICommand(title: "Reload", image: photo, action: Selector("reload"))
        command.image = nil
        #expect(command.image == nil && command.title == "Reload")
    }

    @Test("An item provider hands back the data registered for a type and fails for another, off the caller's thread")
    func itemProvider() async {
        let provider = NSItemProvider()
        provider.registerDataRepresentation(forTypeIdentifier: "public.png", data: Data([1, 2, 3]))
        let result = PHPickerResult(assetIdentifier: "A1", itemProvider: provider)
        let loaded: Data? = await withCheckedContinuation { done in
            result.itemProvider.loadDataRepresentation(forTypeIdentifier: "public.png") { data, _ in done.resume(returning: data) }
        }
        #expect(loaded == Data([1, 2, 3]))
        let failure: Int? = await withCheckedContinuation { done in
            provider.loadDataRepresentation(forTypeIdentifier: "public.jpeg") { _, error in done.resume(returning: (error as NSError?)?.code) }
        }
        #expect(failure == -1_000)
    }

    @Test("A Live Photo request answers nil with an error once, not degraded; a live photo view keeps what it is given")
    func livePhoto() async {
        let info: [AnyHashable: Any] = await withCheckedContinuation { done in
            PHLivePhoto.request(withResourceFileURLs: [URL(fileURLWithPath: "/tmp/a.heic"), URL(fileURLWithPath: "/tmp/a.mov")],
                                placeholderImage: nil, targetSize: .zero, contentMode: .aspectFit) { photo, info in
                done.resume(returning: photo == nil ? info : [:])
            }
        }
        #expect(info[PHLivePhotoInfoErrorKey] is NSError)
        #expect((info[PHLivePhotoInfoIsDegradedKey] as? NSNumber)?.boolValue == false)
        let view = PHLivePhotoView()
        view.startPlayback(with: .hint)
        #expect(view.livePhoto == nil)
    }

    @Test("A transition value of iOS 17's Transition protocol is wrapped as an AnyTransition")
    func transitions() {
        func erased<T: Transition>(_ transition: T) -> AnyTransition { AnyTransition(transition) }
        _ = erased(.blurReplace(.upUp))
        #expect(TransitionPhase.identity.isIdentity && !TransitionPhase.willAppear.isIdentity)
    }
}

/// Results gathered from the thread the generator answers on.
private final class Collected: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var items: [(CMTime, AVAssetImageGenerator.Result, Int?)] = []
    func append(_ item: (CMTime, AVAssetImageGenerator.Result, Int?)) -> Int { lock.withLock { items.append(item); return items.count } }
}

import AVKit
import CoreMotion
import Foundation
import SwiftUI
import Testing
import WidgetKit
import WidgetryPipeline

/// A step-count provider and a video card as apps write them: no sensors and no playback here.
@Suite struct MotionAndVideoTests {
    /// Today's steps, as a step widget's timeline provider asks for them.
    func todaysSteps() async -> (steps: Int?, error: NSError?) {
        guard CMPedometer.isStepCountingAvailable() else { return (nil, nil) }
        return await withCheckedContinuation { continuation in
            CMPedometer().queryPedometerData(from: Calendar.current.startOfDay(for: Date()), to: Date()) { data, error in
                continuation.resume(returning: (data?.numberOfSteps.intValue, error as NSError?))
            }
        }
    }

    @Test("step counting is unavailable; a query made anyway fails with CMErrorMotionActivityNotAvailable")
    func pedometer() async {
        let result = await todaysSteps()
        #expect(result.steps == nil && result.error == nil)
        let error: NSError? = await withCheckedContinuation { continuation in
            CMPedometer().queryPedometerData(from: Date(timeIntervalSinceNow: -3600), to: Date()) { _, error in
                continuation.resume(returning: error as NSError?)
            }
        }
        #expect(error?.domain == CMErrorDomain && error?.code == CMErrorMotionActivityNotAvailable)
        let motion = CMMotionManager()
        #expect(!motion.isDeviceMotionAvailable && motion.deviceMotion == nil)
        #expect(!CMAltimeter.isRelativeAltitudeAvailable())
    }

    @Test("a video player draws black under its overlay; picture in picture is not supported")
    func videoPlayer() throws {
        let view = VideoPlayer(player: AVPlayer(url: URL(string: "https://example.com/clip.mp4")!)) {
            Text("Highlights").foregroundStyle(.white)
        }
        .frame(width: 200, height: 120)
        let rendered = CellPipeline().render(AnyView(view), named: "video", in: WidgetCell(family: .systemMedium), output: .layout)
        let layout = try #require(rendered.layout)
        #expect(layout.texts.map(\.text.string) == ["Highlights"])
        #expect(!AVPictureInPictureController.isPictureInPictureSupported())
        let controller = AVPlayerViewController()
        controller.showsPlaybackControls = false
        #expect(controller.player == nil && !controller.showsPlaybackControls)
    }
}

import AVFoundation
import Combine
import Foundation
import Testing
import WidgetryPipeline

/// A voice-memo recorder shared between an app and its widget, written as apps write it: it compiles, and
/// takes its "no microphone" path.
@Suite struct AudioRecorderTests {
    final class MemoRecorder: NSObject, ObservableObject, AVAudioRecorderDelegate, AVAudioPlayerDelegate {
        @Published var canRecord = true
        @Published var isRecording = false
        var recorder: AVAudioRecorder?
        var finished = 0

        func start(in folder: URL) async {
            canRecord = await AVAudioApplication.requestRecordPermission()
            let settings: [String: Any] = [
                AVFormatIDKey: Int(kAudioFormatMPEG4AAC),
                AVSampleRateKey: 12_000,
                AVNumberOfChannelsKey: 1,
                AVEncoderAudioQualityKey: AVAudioQuality.high.rawValue,
            ]
            do {
                recorder = try AVAudioRecorder(url: folder.appendingPathComponent("memo.m4a"), settings: settings)
                recorder?.delegate = self
                isRecording = recorder?.record() ?? false
            } catch {
                isRecording = false
            }
        }

        func audioRecorderDidFinishRecording(_ recorder: AVAudioRecorder, successfully flag: Bool) { finished += 1 }
    }

    @Test("permission is denied and record() answers false: no microphone; stopping tells the delegate nothing")
    func noMicrophone() async throws {
        let memo = MemoRecorder()
        await memo.start(in: FileManager.default.temporaryDirectory)
        #expect(!memo.canRecord)
        #expect(!memo.isRecording)
        let recorder = try #require(memo.recorder)
        #expect(recorder.settings[AVNumberOfChannelsKey] as? Int == 1)
        recorder.stop()
        #expect(memo.finished == 0)
        #expect(AVAudioApplication.shared.recordPermission == .denied)
        // 'aac ' as a four-character code.
        #expect(kAudioFormatMPEG4AAC == UInt32(0x61) << 24 | UInt32(0x61) << 16 | UInt32(0x63) << 8 | UInt32(0x20))
    }
}

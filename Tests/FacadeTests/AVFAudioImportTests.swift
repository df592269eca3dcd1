import AVFAudio
import Testing

/// `import AVFAudio` alone, as a sound helper shared with a widget writes it (an intent that plays a chime): the audio
/// session, a player and speech compile and do nothing, as with `import AVFoundation`.
@Suite struct AVFAudioImportTests {
    final class Chime {
        var player: AVAudioPlayer?
        func play(_ url: URL) -> Bool {
            try? AVAudioSession.sharedInstance().setCategory(.ambient)
            player = try? AVAudioPlayer(contentsOf: url)
            return player?.play() ?? false
        }
    }

    @Test func soundHelperCompilesAndPlaysNothing() {
        // No sound file on a Linux run: the player is not made and nothing plays, as on a device missing the file.
        #expect(!Chime().play(URL(fileURLWithPath: "/nonexistent/chime.caf")))
        let utterance = AVSpeechUtterance(string: "Page 3 done")
        AVSpeechSynthesizer().speak(utterance)
        #expect(utterance.speechString == "Page 3 done")
    }
}

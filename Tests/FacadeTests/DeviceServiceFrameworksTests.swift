import AppIntents
import AudioToolbox
import BackgroundTasks
import CoreBluetooth
import FamilyControls
import Foundation
import LockedCameraCapture
import ManagedSettings
import MediaPlayer
import NetworkExtension
import Photos
import SystemConfiguration
import SwiftUI
import Testing
import WidgetKit
import WidgetryPipeline

/// App code a widget shares that reaches for device services (Bluetooth, background refresh, photos, a
/// VPN, Screen Time), written as apps write it: it compiles and answers as a device without the service.
@Suite struct DeviceServiceFrameworksTests {
    final class SensorScanner: NSObject, CBCentralManagerDelegate {
        var states: [CBManagerState] = []
        let told = DispatchSemaphore(value: 0)
        func centralManagerDidUpdateState(_ central: CBCentralManager) {
            states.append(central.state)
            told.signal()
        }
    }

    @Test("Bluetooth: the manager tells its delegate it is unsupported, and finds nothing")
    func bluetooth() {
        let scanner = SensorScanner()
        let manager = CBCentralManager(delegate: scanner, queue: DispatchQueue(label: "ble"),
                                       options: [CBCentralManagerOptionShowPowerAlertKey: false])
        #expect(scanner.told.wait(timeout: .now() + 5) == .success)
        #expect(scanner.states == [.unsupported])
        manager.scanForPeripherals(withServices: [CBUUID(string: "180d")], options: nil)
        #expect(!manager.isScanning)
        #expect(manager.retrievePeripherals(withIdentifiers: [UUID()]).isEmpty)
        #expect(CBUUID(string: "180d") == CBUUID(string: "180D"))
    }

    @Test("Background refresh: registering twice answers false; submitting throws .unavailable")
    func backgroundTasks() {
        let scheduler = BGTaskScheduler.shared
        #expect(scheduler.register(forTaskWithIdentifier: "app.refresh", using: nil) { $0.setTaskCompleted(success: true) })
        #expect(!scheduler.register(forTaskWithIdentifier: "app.refresh", using: nil) { _ in })
        let request = BGAppRefreshTaskRequest(identifier: "app.refresh")
        request.earliestBeginDate = Date(timeIntervalSinceNow: 3600)
        var caught: BGTaskScheduler.Error.Code?
        do {
            try scheduler.submit(request)
        } catch BGTaskScheduler.Error.unavailable {
            caught = .unavailable
        } catch {
            Issue.record("unexpected \(error)")
        }
        #expect(caught == .unavailable)
    }

    @Test("Photos: access is refused, fetches are empty, image requests answer nil")
    func photos() async {
        #expect(PHPhotoLibrary.authorizationStatus(for: .readWrite) == .notDetermined)
        #expect(await PHPhotoLibrary.requestAuthorization(for: .readWrite) == .denied)
        let options = PHFetchOptions()
        options.sortDescriptors = [NSSortDescriptor(key: "creationDate", ascending: false)]
        options.fetchLimit = 1
        let assets = PHAsset.fetchAssets(with: .image, options: options)
        #expect(assets.count == 0)
        #expect(assets.firstObject == nil)
    }

    @Test("Now playing: what the app sets is read back; remote command handlers are kept and removed")
    func nowPlaying() {
        let center = MPNowPlayingInfoCenter.default()
        center.nowPlayingInfo = [MPMediaItemPropertyTitle: "Morning Mix", MPMediaItemPropertyPlaybackDuration: 180.0]
        center.playbackState = .playing
        #expect(center.nowPlayingInfo?[MPMediaItemPropertyTitle] as? String == "Morning Mix")
        #expect(center.playbackState == .playing)
        let command = MPRemoteCommandCenter.shared().playCommand
        let token = command.addTarget { _ in .success }
        #expect(command.handlerCount == 1)
        command.removeTarget(token)
        #expect(command.handlerCount == 0)
        #expect(MPMusicPlayerController.systemMusicPlayer.playbackState == .stopped)
    }

    @Test("Reachability answers offline; no VPN configuration is installed")
    func networkState() async throws {
        let reachability = SCNetworkReachabilityCreateWithName(nil, "example.com")!
        var flags: SCNetworkReachabilityFlags = [.reachable]
        #expect(SCNetworkReachabilityGetFlags(reachability, &flags))
        #expect(!flags.contains(.reachable))
        let managers = try await NETunnelProviderManager.loadAllFromPreferences()
        #expect(managers.isEmpty)
        let manager = NETunnelProviderManager()
        #expect(manager.connection.status == .invalid)
        #expect(throws: NEVPNError.self) { try manager.connection.startVPNTunnel() }
    }

    @Test("Screen Time: selections round-trip through JSON, a store keeps its shields, authorization is refused")
    func screenTime() async throws {
        var selection = FamilyActivitySelection()
        selection.applicationTokens = [ApplicationToken(data: Data([1, 2, 3]))]
        let decoded = try JSONDecoder().decode(FamilyActivitySelection.self, from: JSONEncoder().encode(selection))
        #expect(decoded == selection)
        let store = ManagedSettingsStore()
        store.shield.applications = selection.applicationTokens
        #expect(store.shield.applications == selection.applicationTokens)
        store.clearAllSettings()
        #expect(store.shield.applications == nil)
        #expect(AuthorizationCenter.shared.authorizationStatus == .notDetermined)
        await #expect(throws: FamilyControlsError.self) { try await AuthorizationCenter.shared.requestAuthorization(for: .individual) }
    }

    @Test("System sounds get identifiers and complete at once")
    func systemSounds() {
        var first: SystemSoundID = 0, second: SystemSoundID = 0
        let url = URL(fileURLWithPath: "/tmp/chime.caf")
        #expect(AudioServicesCreateSystemSoundID(url as CFURL, &first) == kAudioServicesNoError)
        AudioServicesCreateSystemSoundID(url as CFURL, &second)
        #expect(first != second)
        var completed = false
        AudioServicesPlaySystemSoundWithCompletion(first) { completed = true }
        #expect(completed)
    }

    struct CaptureContext: Codable, Sendable, Equatable { var album: String }
    struct OpenCamera: CameraCaptureIntent {
        typealias AppContext = CaptureContext
        static var title: LocalizedStringResource = "Open Camera"
        func perform() async throws -> some IntentResult { .result() }
    }

    @Test("A Lock Screen camera intent keeps the context the app shares with its extension")
    func cameraCapture() async throws {
        #expect(try await OpenCamera.appContext == nil)
        try await OpenCamera.updateAppContext(CaptureContext(album: "Trips"))
        #expect(try await OpenCamera.appContext == CaptureContext(album: "Trips"))
        #expect(LockedCameraCaptureManager.shared.sessionContentURLs.isEmpty)
    }
}

/// A widget whose provider schedules a background refresh, as apps do from `getTimeline`: the call's skipped
/// effect is an info finding of each of its cells (issue 29: "an info finding the first time a call's effect is
/// skipped"), not only a note on standard error.
@Suite struct SkippedEffectFindingTests {
    struct RefreshEntry: TimelineEntry { let date: Date }

    struct RefreshingProvider: TimelineProvider {
        func placeholder(in context: Context) -> RefreshEntry { RefreshEntry(date: Date(timeIntervalSince1970: 0)) }
        func getSnapshot(in context: Context, completion: @escaping (RefreshEntry) -> Void) {
            try? BGTaskScheduler.shared.submit(BGAppRefreshTaskRequest(identifier: "com.example.refresh"))
            completion(RefreshEntry(date: Date(timeIntervalSince1970: 0)))
        }
        func getTimeline(in context: Context, completion: @escaping (Timeline<RefreshEntry>) -> Void) {
            getSnapshot(in: context) { completion(Timeline(entries: [$0], policy: .never)) }
        }
    }

    struct RefreshingWidget: Widget {
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "Refreshing", provider: RefreshingProvider()) { _ in
                Text("Updated").containerBackground(.white, for: .widget)
            }
        }
    }

    @Test("Each cell of a widget whose provider submits a background task reports it as info, every run alike")
    func providerCallsAreFindings() throws {
        let widget = RegisteredWidget(RefreshingWidget.self)
        let cells = [WidgetCell(family: .systemSmall), WidgetCell(family: .systemSmall, dynamicTypeSize: .accessibility3)]
        for _ in 0..<2 {  // told on standard error only the first time; a finding every time
            let rendered = CellPipeline().render(widget, in: cells)
            #expect(rendered.count == 2)
            for cell in rendered {
                let skipped = cell.findings.filter { $0.kind == .acceptedWithoutEffect && $0.message.contains("BGTaskScheduler.submit(com.example.refresh)") }
                #expect(skipped.count == 1 && skipped.first?.severity == .info, "\(cell.findings.map(\.message))")
            }
        }
    }
}

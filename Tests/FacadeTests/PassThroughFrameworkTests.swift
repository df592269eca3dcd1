import AVFoundation
import Foundation
// What the front door writes for `import Network` and `import Security`.
import WidgetryNetwork
import Testing
@testable import WidgetrySecurity
import WidgetryFoundation

/// Security's keychain keeps items for the process (seeded from a fixture); Network reports a satisfied
/// path; AVFoundation compiles and plays nothing.
@Suite struct PassThroughFrameworkTests {
    @Test("A keychain helper written as for iOS adds, reads, updates and deletes a token")
    func keychainRoundTrip() throws {
        let query: [String: Any] = [kSecClass as String: kSecClassGenericPassword,
                                    kSecAttrService as String: "com.example.tests.\(UUID().uuidString)",
                                    kSecAttrAccount as String: "token"]
        var add = query
        add[kSecValueData as String] = Data("abc".utf8)
        // keychain-swift's shape: the last result kept as an OSStatus that starts at noErr (MacTypes.h's 0).
        var lastResultCode: OSStatus = noErr
        lastResultCode = SecItemAdd(add as CFDictionary, nil)
        #expect(lastResultCode == noErr && noErr == errSecSuccess)
        #expect(SecItemAdd(add as CFDictionary, nil) == errSecDuplicateItem)

        var read = query
        read[kSecReturnData as String] = true
        read[kSecMatchLimit as String] = kSecMatchLimitOne
        var result: CFTypeRef?
        #expect(SecItemCopyMatching(read as CFDictionary, &result) == errSecSuccess)
        #expect((result as? Data).map { String(decoding: $0, as: UTF8.self) } == "abc")

        #expect(SecItemUpdate(query as CFDictionary, [kSecValueData as String: Data("xyz".utf8)] as CFDictionary) == errSecSuccess)
        #expect(SecItemCopyMatching(read as CFDictionary, &result) == errSecSuccess)
        #expect((result as? Data).map { String(decoding: $0, as: UTF8.self) } == "xyz")

        #expect(SecItemDelete(query as CFDictionary) == errSecSuccess)
        #expect(SecItemCopyMatching(read as CFDictionary, &result) == errSecItemNotFound)
    }

    @Test("A query written with Core Foundation's names (kCFBooleanTrue, a [CFString: Any] dictionary) reads the item back")
    func coreFoundationQuery() {
        let service = "cf-\(UUID().uuidString)"
        let add: [CFString: Any] = [kSecClass: kSecClassGenericPassword, kSecAttrService: service, kSecAttrAccount: "me",
                                    kSecValueData: Data("pin".utf8)]
        #expect(SecItemAdd(add as CFDictionary, nil) == errSecSuccess)
        let read: [CFString: Any] = [kSecClass: kSecClassGenericPassword, kSecAttrService: service, kSecAttrAccount: "me",
                                     kSecReturnData: kCFBooleanTrue as Any, kSecMatchLimit: kSecMatchLimitOne]
        var result: CFTypeRef?
        #expect(SecItemCopyMatching(read as CFDictionary, &result) == errSecSuccess)
        #expect((result as? Data).map { String(decoding: $0, as: UTF8.self) } == "pin")
        #expect(kCFBooleanTrue.boolValue && !kCFBooleanFalse.boolValue)
        // A key kept under an application tag, as a keychain store for a signing key writes it.
        let tag = Data("com.example.key.\(service)".utf8)
        let key: [CFString: Any] = [kSecClass: kSecClassKey, kSecAttrApplicationTag: tag, kSecValueData: Data("k".utf8)]
        #expect(SecItemAdd(key as CFDictionary, nil) == errSecSuccess)
        let readKey: [CFString: Any] = [kSecClass: kSecClassKey, kSecAttrApplicationTag: tag, kSecReturnData: kCFBooleanTrue as Any]
        #expect(SecItemCopyMatching(readKey as CFDictionary, &result) == errSecSuccess)
        #expect((result as? Data) == Data("k".utf8))
        // A widget's read that must not prompt (a survey extension's keychain helper): the same item.
        let quiet: [CFString: Any] = [kSecClass: kSecClassGenericPassword, kSecAttrService: service, kSecAttrAccount: "me",
                                      kSecReturnData: kCFBooleanTrue as Any, kSecUseAuthenticationUI: kSecUseAuthenticationUIFail,
                                      kSecUseDataProtectionKeychain: true]
        #expect(SecItemCopyMatching(quiet as CFDictionary, &result) == errSecSuccess)
        #expect((result as? Data).map { String(decoding: $0, as: UTF8.self) } == "pin")
        // Attributes stored with an item come back with it; a numeric match limit returns up to that many (a one-time-code
        // vault's store writes its metadata with kSecAttrGeneric and lists with `50 as CFNumber`).
        let meta = Data("{\"issuer\":\"Example\"}".utf8)
        let code: [String: Any] = [kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: service, kSecAttrAccount as String: "otp",
                                   kSecAttrGeneric as String: meta as CFData, kSecValueData as String: Data("123456".utf8)]
        #expect(SecItemAdd(code as CFDictionary, nil) == errSecSuccess)
        let list: [String: Any] = [kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: service,
                                   kSecMatchLimit as String: 50 as CFNumber, kSecReturnAttributes as String: true]
        #expect(SecItemCopyMatching(list as CFDictionary, &result) == errSecSuccess)
        let items = (result as? NSArray)?.compactMap { $0 as? NSDictionary } ?? []
        #expect(items.count == 2)
        #expect(items.contains { ($0[kSecAttrGeneric as String] as? Data) == meta })
        let one: [String: Any] = [kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: service,
                                  kSecMatchLimit as String: 1 as CFNumber, kSecReturnAttributes as String: true]
        #expect(SecItemCopyMatching(one as CFDictionary, &result) == errSecSuccess)
        #expect((result as? NSArray)?.count == 1)
    }

    @Test("Keychain items come from Keychain/items.json; without it there are none")
    func keychainFixture() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("widgetry-keychain-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Keychain"), withIntermediateDirectories: true)
        try Data(#"[{"service": "api", "account": "me", "value": "s3cret"}]"#.utf8).write(to: folder.appendingPathComponent("Keychain/items.json"))
        let keychain = Keychain(fixtures: AppFixtures(folder: folder))
        let (status, data) = keychain.copyMatching(["class": "genp", "svce": "api", "acct": "me", "r_Data": true])
        #expect(status == errSecSuccess)
        #expect((data as? Data).map { String(decoding: $0, as: UTF8.self) } == "s3cret")
        let empty = Keychain(fixtures: AppFixtures(folder: folder.appendingPathComponent("none")))
        #expect(empty.copyMatching(["svce": "api"]).0 == errSecItemNotFound)
    }

    @Test("NWPathMonitor reports one satisfied Wi-Fi path on the given queue")
    func pathMonitor() async {
        let monitor = NWPathMonitor()
        let path: NWPath = await withCheckedContinuation { continuation in
            monitor.pathUpdateHandler = { continuation.resume(returning: $0) }
            monitor.start(queue: DispatchQueue(label: "monitor"))
        }
        #expect(path.status == .satisfied)
        #expect(path.usesInterfaceType(.wifi))
        #expect(!path.isExpensive)
        monitor.cancel()
    }

    @Test("NWConnection, as a wake-on-LAN helper uses it: preparing, then waiting with no route; a send completes with ENOTCONN; cancel ends it")
    func connection() async {
        let connection = NWConnection(host: "255.255.255.255", port: NWEndpoint.Port(rawValue: 9)!, using: .udp)
        #expect(connection.endpoint == .hostPort(host: .ipv4(IPv4Address.broadcast), port: 9))
        let states = AsyncStream<NWConnection.State> { continuation in
            connection.stateUpdateHandler = { state in
                continuation.yield(state)
                if state == .cancelled { continuation.finish() }
            }
        }
        let queue = DispatchQueue(label: "connection")
        connection.start(queue: queue)
        let sent: NWError? = await withCheckedContinuation { continuation in
            connection.send(content: Data([0xFF]), completion: .contentProcessed { continuation.resume(returning: $0) })
        }
        #expect(sent == .posix(.ENOTCONN))
        // The queue is serial, so the cancellation is told after the two states `start` queued.
        queue.async { connection.cancel() }
        var seen: [NWConnection.State] = []
        for await state in states { seen.append(state) }
        #expect(seen == [.preparing, .waiting(.posix(.ENETUNREACH)), .cancelled])
        #expect(NWEndpoint.Host("fe80::1") == .ipv6(IPv6Address("fe80::1")!) && NWEndpoint.Host("roku.local") == .name("roku.local", nil))
    }

    @Test("AVFoundation: no capture device, a player that plays nothing, AVMakeRect as AVFoundation computes it")
    func avFoundation() throws {
        #expect(AVCaptureDevice.default(for: .video) == nil)
        try AVAudioSession.sharedInstance().setCategory(.playback, mode: .default, options: [.mixWithOthers])
        #expect(AVAudioSession.sharedInstance().category == .playback)
        let player = AVPlayer(url: URL(fileURLWithPath: "/tmp/none.mp3"))
        player.play()
        #expect(player.rate == 0)
        // An item's status as an observer reads it from a change's number: nothing loads here, so it stays unknown.
        let item = AVPlayerItem(url: URL(fileURLWithPath: "/tmp/none.mp4"))
        #expect(item.status == .unknown && AVPlayerItem.Status(rawValue: 1) == .readyToPlay && item.error == nil)
        #expect(throws: (any Error).self) { try AVAudioPlayer(contentsOf: URL(fileURLWithPath: "/nonexistent/sound.caf")) }
        // A 16:9 picture in a 100×100 square: full width, 56.25 high, centred (100 × 9/16 = 56.25).
        let rect = AVMakeRect(aspectRatio: CGSize(width: 16, height: 9), insideRect: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(rect == CGRect(x: 0, y: 21.875, width: 100, height: 56.25))
    }
}

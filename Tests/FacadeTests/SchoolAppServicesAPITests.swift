import Contacts
import CoreLocation
import EventKit
import Foundation
import Testing
import WeatherKit
import WidgetryNetwork
import WidgetrySecurity

// The shared services of apps in held-out batch 18, written as such apps write them (our own code): a school diary
// that signs its requests with a client certificate and files homework as reminders, a weather widget that shows
// sunset and the moon, a place list that makes placemarks from addresses, a wallet that talks TCP with its own TLS
// check. Each answers as a device offline or without the service does, and the code takes its usual path.

/// Signs a request with the key of a PKCS #12 client certificate, as a school diary's API client does.
struct CertificateSigner {
    enum Failure: Error { case importFailed(OSStatus), noKey }

    static func signature(of data: Data, certificate: Data, password: String) -> Result<String, Failure> {
        var items: CFArray?
        let status = SecPKCS12Import(certificate as NSData, [kSecImportExportPassphrase as String: password] as NSDictionary, &items)
        guard status == errSecSuccess, let first = (items as? [[String: Any]])?.first else { return .failure(.importFailed(status)) }
        let identity = first[kSecImportItemIdentity as String] as! SecIdentity
        var key: SecKey?
        guard SecIdentityCopyPrivateKey(identity, &key) == errSecSuccess, let key else { return .failure(.noKey) }
        var error: Unmanaged<CFError>?
        guard let signed = SecKeyCreateSignature(key, .rsaSignatureMessagePKCS1v15SHA1, data as CFData, &error) as Data? else {
            return .failure(.noKey)
        }
        return .success(signed.base64EncodedString())
    }
}

/// Files a homework entry as a reminder with an alarm the morning it is due, unless the same one exists.
func fileHomework(_ title: String, due: Date, in store: EKEventStore) async -> [EKReminder] {
    let reminder = EKReminder(eventStore: store)
    reminder.title = "Homework: \(title)"
    reminder.calendar = store.defaultCalendarForNewReminders()
    reminder.dueDateComponents = Calendar(identifier: .gregorian).dateComponents([.year, .month, .day], from: due)
    reminder.addAlarm(EKAlarm(absoluteDate: due.addingTimeInterval(9 * 3_600)))
    let existing = await withCheckedContinuation { continuation in
        store.fetchReminders(matching: store.predicateForReminders(in: [reminder.calendar])) { continuation.resume(returning: $0 ?? []) }
    }
    if !existing.contains(where: { $0.title == reminder.title && $0.alarms == reminder.alarms }) { try? store.save(reminder, commit: true) }
    return await withCheckedContinuation { continuation in
        store.fetchReminders(matching: store.predicateForIncompleteReminders(withDueDateStarting: nil, ending: nil, calendars: nil)) {
            continuation.resume(returning: $0 ?? [])
        }
    }
}

/// A wallet's TCP parameters: TLS that accepts the server's own certificate, keep-alive on TCP.
func walletParameters(validateCertificates: Bool) -> NWParameters {
    let tls = NWProtocolTLS.Options()
    if !validateCertificates {
        sec_protocol_options_set_verify_block(tls.securityProtocolOptions, { _, _, complete in complete(true) }, .global())
    }
    let parameters = NWParameters(tls: tls, tcp: .init())
    parameters.expiredDNSBehavior = .allow
    parameters.multipathServiceType = .handover
    if let tcp = parameters.defaultProtocolStack.transportProtocol as? NWProtocolTCP.Options {
        tcp.noDelay = true
        tcp.enableKeepalive = true
        tcp.keepaliveCount = 5
    }
    return parameters
}

@Suite struct SchoolAppServicesAPITests {
    @Test("a client certificate does not import here: the signer takes its failed-import path with errSecUnimplemented")
    func certificateImport() {
        let result = CertificateSigner.signature(of: Data("GET /grades".utf8), certificate: Data([0x30, 0x82]), password: "secret")
        guard case .failure(.importFailed(let status)) = result else { Issue.record("signed without a key: \(result)"); return }
        // SecBase.h: errSecUnimplemented is -4.
        #expect(status == -4)
    }

    @Test("a reminder saved during the run is fetched back once, with its alarm; a second filing finds it")
    func reminders() async {
        let store = EKEventStore()
        let due = Date(timeIntervalSince1970: 1_780_000_000)
        let first = await fileHomework("Algebra p. 42", due: due, in: store)
        let second = await fileHomework("Algebra p. 42", due: due, in: store)
        #expect(first.map(\.title) == ["Homework: Algebra p. 42"] && second.count == 1)
        #expect(first.first?.alarms?.first?.absoluteDate == due.addingTimeInterval(9 * 3_600))
        #expect(first.first?.calendar?.title == "Reminders")
        first.first?.isCompleted = true
        #expect(first.first?.completionDate != nil)
        let completed = store.predicateForCompletedReminders(withCompletionDateStarting: nil, ending: nil, calendars: nil)
        var done: [EKReminder] = []
        store.fetchReminders(matching: completed) { done = $0 ?? [] }
        #expect(done.count == 1)
    }

    @Test("a day's forecast carries its sun and moon events, and the moon's phase names its symbol")
    func sunAndMoon() {
        let sunset = Date(timeIntervalSince1970: 1_780_000_000)
        let day = DayWeather(date: sunset, highTemperature: .init(value: 21, unit: .celsius), lowTemperature: .init(value: 12, unit: .celsius),
                             condition: .clear, symbolName: "sun.max", precipitationChance: 0, sun: SunEvents(sunset: sunset),
                             moon: MoonEvents(phase: .full))
        #expect(day.sun.sunset == sunset && day.sun.sunrise == nil)
        #expect(day.moon.phase == .full && day.moon.phase.symbolName == "moonphase.full.moon")
        #expect(MoonPhase.allCases.count == 8)
    }

    @Test("a placemark made from a Contacts address takes its city, state and street")
    func placemarkFromAddress() {
        let address = CNMutablePostalAddress()
        address.street = "1 Rue de la République"
        address.city = "Lyon"
        address.postalCode = "69001"
        let placemark = CLPlacemark(location: CLLocation(latitude: 45.76, longitude: 4.83), name: "Hôtel de Ville", postalAddress: address)
        #expect(placemark.name == "Hôtel de Ville" && placemark.locality == "Lyon" && placemark.thoroughfare == "1 Rue de la République")
        #expect(placemark.postalCode == "69001" && placemark.administrativeArea == nil)
        #expect(CLPlacemark(location: CLLocation(latitude: 0, longitude: 0), name: "Null Island", postalAddress: nil).locality == nil)
    }

    @Test("TLS parameters keep their verify block and TCP options; a connection's path is none, offline")
    func walletTLS() {
        let parameters = walletParameters(validateCertificates: false)
        let tls = parameters.defaultProtocolStack.applicationProtocols.first as? NWProtocolTLS.Options
        #expect(tls?.securityProtocolOptions.verifyBlock != nil)
        #expect((parameters.defaultProtocolStack.transportProtocol as? NWProtocolTCP.Options)?.keepaliveCount == 5)
        #expect(parameters.defaultProtocolStack.internetProtocol is NWProtocolIP.Options)
        #expect(parameters.expiredDNSBehavior == .allow && parameters.multipathServiceType == .handover)
        #expect(walletParameters(validateCertificates: true).defaultProtocolStack.applicationProtocols.count == 1)
        #expect(NWConnection(host: "electrum.example", port: 50002, using: parameters).currentPath == nil)
    }

    @Test("a date formatter keeps its formatting context")
    func formattingContext() {
        let formatter = DateFormatter()
        #expect(formatter.formattingContext == .unknown)
        formatter.formattingContext = .beginningOfSentence
        #expect(formatter.formattingContext == .beginningOfSentence && DateFormatter().formattingContext == .unknown)
    }
}

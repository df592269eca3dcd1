import CoreLocation
import Foundation
import MapKit
import Testing
import UIKit
import UniformTypeIdentifiers
import WidgetryOSLog

// A transit app's shared framework, written here the way such frameworks are (our own code): a location service that
// tells several delegates through a weak hash table, a route's bounding map rectangle, distances for a stop list, the
// process log attached to a bug report, and the UIKit badges and stacks of its departure rows.

private protocol LocationServiceDelegate: AnyObject {
    func locationService(_ service: LocationService, headingChanged heading: CLHeading?)
}

private final class LocationService {
    let manager = CLLocationManager()
    private let delegates = NSHashTable<LocationServiceDelegate>.weakObjects()
    func add(_ delegate: LocationServiceDelegate) { delegates.add(delegate) }
    var delegateCount: Int { delegates.allObjects.count }
    var canShowCompass: Bool { CLLocationManager.headingAvailable() && manager.accuracyAuthorization == .fullAccuracy }
    func describe(_ error: Error) -> String {
        switch error {
        case CLError.denied, CLError.regionMonitoringDenied: "denied"
        case CLError.regionMonitoringSetupDelayed, CLError.regionMonitoringResponseDelayed: "delayed"
        default: "other"
        }
    }
}

private final class MapScreen: LocationServiceDelegate {
    func locationService(_ service: LocationService, headingChanged heading: CLHeading?) {}
}

private final class DepartureBadge: UILabel {
    var contentMargin = UIEdgeInsets(top: 2, left: 4, bottom: 2, right: 4)
    private(set) var drawnIn: CGRect?
    override func drawText(in rect: CGRect) {
        drawnIn = rect.inset(by: contentMargin)
        super.drawText(in: rect.inset(by: contentMargin))
    }
}

private extension UICollectionView {
    var sortedVisibleCells: [UICollectionViewCell] { indexPathsForVisibleItems.sorted().compactMap { cellForItem(at: $0) } }
}

private final class StopCell: UICollectionViewCell {
    override func preferredLayoutAttributesFitting(_ attributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let fitted = super.preferredLayoutAttributesFitting(attributes)
        setNeedsLayout()
        layoutIfNeeded()
        let size = contentView.systemLayoutSizeFitting(attributes.size)
        fitted.frame.size.height = ceil(max(size.height, fitted.frame.height))
        return fitted
    }
}

private func topController(from root: UIViewController?) -> UIViewController? {
    var top = root
    while true {
        if let navigation = top as? UINavigationController { top = navigation.visibleViewController }
        else if let tabs = top as? UITabBarController { top = tabs.selectedViewController }
        else { return top }
    }
}

/// A loader protocol that `URLSession` adopts with an empty extension, for tests to stub the network.
private protocol URLDataLoader: NSObjectProtocol {
    func data(for request: URLRequest) async throws -> (Data, URLResponse)
}
extension URLSession: URLDataLoader {}

/// A location manager protocol that `CLLocationManager` adopts as is, for tests to stub location.
private protocol LocationManaging: AnyObject {
    func requestTemporaryFullAccuracyAuthorization(withPurposeKey purposeKey: String)
    var accuracyAuthorization: CLAccuracyAuthorization { get }
    func startUpdatingHeading()
}
extension CLLocationManager: LocationManaging {}

private class PaddingLabel: UILabel {
    private(set) var registrations = 0
    func configure() {
        accessibilityLabel = "Platform 2"
        isAccessibilityElement = true
        registerForTraitChanges([UITraitAccessibilityContrast.self]) { (self: Self, _: UITraitCollection) in
            self.layer.borderColor = UIColor.label.cgColor
        }
        registrations += 1
    }
}

/// An Auto Layout factory as the front door writes it on the copy (`self.init(frame: .zero)` becomes
/// `self._makeThroughMetatype(frame: .zero)`).
private extension UIView {
    static func autolayoutNew() -> Self {
        let view = self._makeThroughMetatype(frame: .zero)
        view.translatesAutoresizingMaskIntoConstraints = false
        return view
    }
}

@Suite struct TransitFrameworkTests {
    @Test("A view factory called on UIKit's own classes makes each class, ready for constraints")
    func metatypeFactory() {
        let label = UILabel.autolayoutNew()
        let stack = UIStackView.autolayoutNew()
        #expect(type(of: label) == UILabel.self && type(of: stack) == UIStackView.self)
        #expect(!label.translatesAutoresizingMaskIntoConstraints && stack.frame == .zero)
    }

    @Test("URLSession and CLLocationManager meet an app's own protocols as on iOS; a label keeps what it tells VoiceOver")
    func appProtocols() {
        // A session of its own: touching `URLSession.shared` here could make it before another suite installs the
        // network fixtures, whose protocol a session takes from the registered ones when it is made.
        let session = URLSession(configuration: .ephemeral)
        let loader: any URLDataLoader = session
        let manager: any LocationManaging = CLLocationManager()
        manager.requestTemporaryFullAccuracyAuthorization(withPurposeKey: "Nearby stops")
        #expect(loader.isEqual(session) && manager.accuracyAuthorization == .fullAccuracy)
        let label = PaddingLabel(frame: .zero)
        label.configure()
        #expect(label.accessibilityLabel == "Platform 2" && label.isAccessibilityElement && label.registrations == 1)
    }

    @Test("Collection views show no cell; a tab controller's selection leads to the top controller")
    func collectionsAndTabs() {
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        let stops = UICollectionView(frame: .zero, collectionViewLayout: layout)
        stops.register(StopCell.self, forCellWithReuseIdentifier: "stop")
        #expect(stops.sortedVisibleCells.isEmpty)
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 2, section: 0))
        attributes.frame = CGRect(x: 0, y: 0, width: 320, height: 43.2)
        #expect(StopCell(frame: .zero).preferredLayoutAttributesFitting(attributes).frame.height == 44)

        let map = UIViewController(), alerts = UIViewController()
        let tabs = UITabBarController()
        tabs.viewControllers = [UINavigationController(rootViewController: map), alerts]
        #expect(topController(from: tabs) === map)
        tabs.selectedViewController = alerts
        #expect(tabs.selectedIndex == 1 && topController(from: tabs) === alerts)
    }

    @Test("Delegates held weakly leave the hash table when released; no compass and full accuracy on Linux")
    func locationService() {
        let service = LocationService()
        let kept = MapScreen()
        service.add(kept)
        do {
            let released = MapScreen()
            service.add(released)
            service.add(released)  // a member is added once
            #expect(service.delegateCount == 2)
        }
        #expect(service.delegateCount == 1)
        #expect(!service.canShowCompass)
        #expect(service.manager.heading == nil)
        // CLError.h numbers: regionMonitoringDenied 4, regionMonitoringSetupDelayed 6.
        #expect(CLError.Code.regionMonitoringDenied.rawValue == 4 && CLError.Code.regionMonitoringSetupDelayed.rawValue == 6)
        #expect(service.describe(CLError(.regionMonitoringDenied)) == "denied")
        #expect(service.describe(CLError(.regionMonitoringResponseDelayed)) == "delayed")
    }

    @Test("A route's bounds grow from MKMapRect.null by union; null is the identity of union")
    func routeBounds() {
        let stops = [CLLocationCoordinate2D(latitude: 47.60, longitude: -122.33), CLLocationCoordinate2D(latitude: 47.62, longitude: -122.35)]
        var bounds = MKMapRect.null
        #expect(bounds.isNull)
        for stop in stops { bounds = bounds.union(MKMapRect(origin: MKMapPoint(stop), size: MKMapSize(width: 0, height: 0))) }
        let first = MKMapPoint(stops[0]), second = MKMapPoint(stops[1])
        #expect(bounds.minX == min(first.x, second.x) && bounds.maxY == max(first.y, second.y))
        #expect(MKMapRect.null.union(bounds) == bounds)
        #expect(bounds.intersection(MKMapRect(x: 0, y: 0, width: 1, height: 1)).isNull)
    }

    @Test("Distances read in the locale's units: metres under a kilometre, one decimal under ten")
    func distances() {
        let formatter = MKDistanceFormatter()
        formatter.locale = Locale(identifier: "en_GB")
        formatter.units = .metric
        #expect(formatter.string(fromDistance: 350) == "350 m")
        #expect(formatter.string(fromDistance: 1_234) == "1.2 km")
        formatter.units = .imperial
        // 1,609.344 m to the mile: 2,414 m is 1.5 mi.
        #expect(formatter.string(fromDistance: 2_414) == "1.5 mi")
    }

    @Test("The process's own log reads back what its loggers wrote; the system store throws as for an app")
    func logStore() throws {
        let marker = "departures refreshed \(UUID().uuidString)"
        os_log("%@", log: OSLog(subsystem: "org.example.transit", category: "widget"), type: .error, marker)
        let store = try OSLogStore(scope: .currentProcessIdentifier)
        let entries = try store.getEntries(at: store.position(timeIntervalSinceEnd: -60)).compactMap { $0 as? OSLogEntryLog }
        let entry = try #require(entries.last { $0.composedMessage == marker })
        #expect(entry.subsystem == "org.example.transit" && entry.category == "widget" && entry.level == .error)
        #expect(throws: (any Error).self) { try OSLogStore(scope: .system) }
    }

    @Test("A badge label insets its text; stacks keep their arrangement; trait registrations never fire")
    func uikitRows() {
        let badge = DepartureBadge(frame: CGRect(x: 0, y: 0, width: 60, height: 20))
        badge.adjustsFontSizeToFitWidth = true
        badge.minimumScaleFactor = 0.5
        badge.layer.backgroundColor = UIColor.clear.cgColor
        badge.drawText(in: badge.bounds)
        #expect(badge.drawnIn == CGRect(x: 4, y: 2, width: 52, height: 16))

        let button = UIButton(type: .system)
        button.setTitle("Refresh", for: .normal)
        #expect(button.titleLabel?.text == "Refresh" && button.titleLabel === button.titleLabel)

        let stack = UIStackView(arrangedSubviews: [badge, button])
        stack.axis = .vertical
        stack.distribution = .fillEqually
        stack.setCustomSpacing(12, after: badge)
        #expect(stack.arrangedSubviews.count == 2 && stack.customSpacing(after: badge) == 12)
        stack.removeArrangedSubview(button)
        #expect(stack.arrangedSubviews == [badge] && stack.subviews.contains(button))

        var fired = false
        badge.registerForTraitChanges([UITraitVerticalSizeClass.self, UITraitAccessibilityContrast.self]) { (_: DepartureBadge, _: UITraitCollection) in
            fired = true
        }
        #expect(!fired)
        badge.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(badge.layoutMargins == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(UIView.userInterfaceLayoutDirection(for: .forceRightToLeft) == .rightToLeft)
        badge.addInteraction(UILargeContentViewerInteraction())
        #expect(badge.interactions.count == 1)
    }

    @Test("An alert's text written as RTF escapes braces and writes non-ASCII as \\u; kCFErrorDomainCFNetwork is its name")
    func documents() throws {
        let text = NSAttributedString(string: "Stop {12}: Café")
        let rtf = try text.data(from: NSRange(location: 0, length: text.length), documentAttributes: [.documentType: NSAttributedString.DocumentType.rtf])
        let written = String(decoding: rtf, as: UTF8.self)
        // é is U+00E9 = 233.
        #expect(written.hasPrefix("{\\rtf1") && written.contains("Stop \\{12\\}: Caf\\u233?"))
        #expect(UTType.rtf.preferredFilenameExtension == "rtf" && UTType.rtf.conforms(to: .text))
        #expect(kCFErrorDomainCFNetwork as String == "kCFErrorDomainCFNetwork")
    }
}

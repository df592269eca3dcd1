import Foundation
import Testing
import WidgetryFoundation

/// An observer as the front door's copy makes one from iOS code (Defaults' key observation): an `NSObject` whose
/// `observeValue(forKeyPath:of:change:context:)` override became an `NSKeyValueObserving` method.
private final class KeyObserver: NSObject, NSKeyValueObserving {
    var changes: [[NSKeyValueChangeKey: Any]] = []
    func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
        changes.append(change ?? [:])
    }
}

@Suite struct KeyValueObservingTests {
    @Test("Observing a UserDefaults key: .initial calls at once with the stored value; a key-value coding write calls with old and new")
    func userDefaultsKey() throws {
        let defaults = try #require(UserDefaults(suiteName: "kvo-\(UUID().uuidString)"))
        defaults.set("light", forKey: "theme")
        let observer = KeyObserver()
        defaults.addObserver(observer, forKeyPath: "theme", options: [.initial, .new, .old], context: nil)
        #expect(observer.changes.count == 1)
        #expect(observer.changes[0][.newKey] as? String == "light")
        #expect(observer.changes[0][.kindKey] as? UInt == NSKeyValueChange.setting.rawValue)
        defaults.setValue("dark", forKey: "theme")
        #expect(observer.changes.count == 2)
        #expect(observer.changes[1][.oldKey] as? String == "light" && observer.changes[1][.newKey] as? String == "dark")
        // Another key's write is not this observation's.
        defaults.setValue(3, forKey: "count")
        #expect(observer.changes.count == 2)
        defaults.removeObserver(observer, forKeyPath: "theme", context: nil)
        defaults.setValue("light", forKey: "theme")
        #expect(observer.changes.count == 2)
    }

    @Test(".prior calls before the change too, marked as prior and with the old value only")
    func priorNotification() throws {
        let defaults = try #require(UserDefaults(suiteName: "kvo-\(UUID().uuidString)"))
        let observer = KeyObserver()
        defaults.addObserver(observer, forKeyPath: "steps", options: [.prior, .old, .new], context: nil)
        defaults.setValue(10, forKey: "steps")
        #expect(observer.changes.count == 2)
        #expect(observer.changes[0][.notificationIsPriorKey] as? Bool == true && observer.changes[0][.newKey] == nil)
        #expect(observer.changes[0][.oldKey] is NSNull)
        #expect(observer.changes[1][.newKey] as? Int == 10)
    }

    @Test("An associated value lives as long as its object, under its own key")
    func associatedObjects() {
        final class Owner {}
        var firstKey = 0, secondKey = 0
        var owner: Owner? = Owner()
        objc_setAssociatedObject(owner!, &firstKey, "cached", .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        #expect(objc_getAssociatedObject(owner!, &firstKey) as? String == "cached")
        #expect(objc_getAssociatedObject(owner!, &secondKey) == nil)
        objc_setAssociatedObject(owner!, &firstKey, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        #expect(objc_getAssociatedObject(owner!, &firstKey) == nil)
        objc_setAssociatedObject(owner!, &secondKey, 7, .OBJC_ASSOCIATION_RETAIN)
        weak var gone = owner
        owner = nil
        #expect(gone == nil)
        // A new object, perhaps at the same address, starts with nothing.
        let other = Owner()
        #expect(objc_getAssociatedObject(other, &secondKey) == nil)
    }

    final class Download: NSObject {
        var progress = 0.25
    }

    @Test("observe(_:options:) with .initial reads the property through the key path at once; the observation can be invalidated")
    func blockObservation() {
        let download = Download()
        var seen: [Double?] = []
        let observation = download.observe(\.progress, options: [.initial, .new]) { _, change in seen.append(change.newValue) }
        #expect(seen == [0.25])
        // Without .initial nothing is called: later changes are not seen without the Objective-C runtime.
        let quiet = download.observe(\.progress) { _, _ in seen.append(nil) }
        download.progress = 1
        #expect(seen == [0.25])
        observation.invalidate()
        #expect(!observation.isValid && quiet.isValid)
    }
}

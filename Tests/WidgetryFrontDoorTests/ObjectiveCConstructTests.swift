import Testing
import WidgetryFrontDoor

/// Code that builds for iOS but not on Linux is found where it is, with the smallest guard; what does
/// build on Linux (checked with swiftc) is not reported.
@Suite struct ObjectiveCConstructTests {
    private func constructs(_ source: String) -> [ObjectiveCConstruct] {
        SourceScanner.scan(source, configuration: IOSBuildConfiguration()).objectiveCConstructs
    }

    @Test func objcAttributesAreFoundWithTheirGuard() {
        let found = constructs("""
            import Foundation
            @objcMembers final class Store: NSObject {
                @objc dynamic var steps = 0
                @objc(refreshWithCompletion:) func refresh(_ done: () -> Void) {}
                @IBOutlet weak var label: NSObject!
                @NSManaged var goal: Int
            }
            """)
        #expect(found.map(\.construct) == ["@objcMembers", "@objc", "@objc(refreshWithCompletion:)", "@IBOutlet", "@NSManaged"])
        #expect(found.map(\.kind) == [.objcAttribute, .objcAttribute, .objcAttribute, .interfaceBuilderOutlet, .managedProperty])
        #expect(found.map(\.line) == [2, 3, 4, 5, 6])
        #expect(found[1].column == 5)
        #expect(found[0].smallestGuard.contains("#if canImport(ObjectiveC)"))
        #expect(found[4].smallestGuard.contains("link"))
    }

    @Test func whatBuildsOnLinuxIsNotReported() {
        // Each compiles with Linux's Swift 6.3 and Foundation (checked with swiftc -typecheck).
        let found = constructs("""
            import Foundation
            final class Store: NSObject {
                dynamic var steps = 0
                @IBAction func tapped(_ sender: Any) {}
                @IBInspectable var radius: Double = 4
                @NSCopying var name: NSString?
            }
            let title = "Steps" as NSString
            let values = [1, 2] as NSArray
            let type: AnyClass? = NSClassFromString("Steps.Store")
            let random = arc4random_uniform(6)
            typealias Callback = @convention(block) () -> Void
            """)
        #expect(found.isEmpty)
    }

    @Test func selectorsKeyPathsAndObservationAreFound() {
        let found = constructs("""
            import Foundation
            func wire(_ center: NotificationCenter, _ store: Store) {
                center.addObserver(store, selector: #selector(Store.refresh), name: .NSCalendarDayChanged, object: nil)
                let key = #keyPath(Store.steps)
                let token = store.observe(\\.steps) { _, _ in }
                store.addObserver(store, forKeyPath: "steps", options: [], context: nil)
                let named = Selector(("refresh"))
                store.performSelector(onMainThread: named, with: nil, waitUntilDone: false)
            }
            """)
        #expect(found.map(\.kind) == [.selector, .keyPathString, .keyValueObserving, .keyValueObserving, .selector, .selector])
        #expect(found.map(\.line) == [3, 4, 5, 6, 7, 8])
        #expect(found[0].construct == "#selector(Store.refresh)")
    }

    @Test func darwinFunctionsAndCoreFoundationAreFoundWithTheirReplacement() {
        let found = constructs("""
            import Foundation
            func measure() {
                let start = CFAbsoluteTimeGetCurrent()  // Widgetry's Foundation has Core Foundation's clock
                let ticks = mach_absolute_time()
                var lock = os_unfair_lock()
                objc_setAssociatedObject(self, &key, 1, .OBJC_ASSOCIATION_RETAIN)
                let query = [kSecClass] as CFArray
                autoreleasepool { print(start, ticks) }
            }
            """)
        // Associated objects and `os_unfair_lock` compile here (Widgetry's Foundation keeps them), so they are not reported.
        #expect(found.map(\.construct) == ["mach_absolute_time", "as CFArray", "autoreleasepool"])
        #expect(found[0].smallestGuard.contains("DispatchTime"))
        #expect(found[1].kind == .coreFoundationBridge)
        #expect(found[2].smallestGuard.contains("do {"))
    }

    @Test func coreFoundationNamesBeyondWidgetrysAreReportedEvenWithItsImport() {
        let found = constructs("""
            import Foundation
            import CoreFoundation
            let start = CFAbsoluteTimeGetCurrent()
            let names = ["Steps"] as CFArray
            let count = CFArrayGetCount(names)
            let key = "Steps" as CFString
            let network = (error as NSError).domain == kCFErrorDomainCFNetwork as String
            """)
        // `import CoreFoundation` is Widgetry's Foundation in the copy: `CFString` and the clock are its own, so the
        // array cast and the array call are reported, not the clock, the string cast or CFNetwork's error domain.
        #expect(found.map(\.kind) == [.coreFoundationBridge, .coreFoundation])
        #expect(found.map(\.construct) == ["as CFArray", "CFArrayGetCount"])
    }

    @Test func darwinImportsAreFound() {
        // `import Darwin` is Glibc with Widgetry's Foundation in the copy, so it is not reported; ObjectiveC and MachO are.
        let found = constructs("""
            import Darwin
            import ObjectiveC.runtime
            import MachO
            """)
        #expect(found.map(\.construct) == ["import ObjectiveC", "import MachO"])
        #expect(found[1].smallestGuard.contains("canImport(Glibc)"))
    }

    @Test func guardedCodeAndTheUsersOwnShimsAreNotReported() {
        let found = constructs("""
            import Foundation
            #if canImport(ObjectiveC)
            @objc protocol Refreshing { func refresh() }
            let start = CFAbsoluteTimeGetCurrent()
            #endif
            #if !canImport(ObjectiveC)
            func autoreleasepool<T>(invoking body: () throws -> T) rethrows -> T { try body() }
            #endif
            func load() { autoreleasepool { print(1) } }
            struct Row { let class_name: String; var mach_label: String { class_name } }
            """)
        #expect(found.isEmpty)
    }
}

/// `#selector` is written as `Selector("name")` on the copy, lines unmoved.
@Suite struct SelectorRewriterTests {
    @Test("Selectors become their Objective-C names")
    func names() {
        let source = """
            let a = #selector(Store.refresh)
            let b = #selector(Store.update(_:with:))
            let c = #selector(save(value:))
            let d = #selector(getter: Store.title)
            let e = #selector(
                Store.reload)
            let f = 1
            """
        let (text, replaced) = SelectorRewriter.rewrite(source)
        #expect(replaced == 5)
        #expect(text == """
            let a = Selector("refresh")
            let b = Selector("update:with:")
            let c = Selector("saveWithValue:")
            let d = Selector("title")
            let e = Selector("reload")

            let f = 1
            """)
    }

    @Test("A file without #selector is unchanged")
    func unchanged() {
        let source = "let s = Selector(\"refresh\")\n"
        #expect(SelectorRewriter.rewrite(source).text == source)
        #expect(SelectorRewriter.rewrite(source).replaced == 0)
    }
}

/// `#keyPath` is written as its key, lines unmoved, as Core Data code sorts and filters by it.
@Suite struct KeyPathStringRewriterTests {
    @Test("A #keyPath becomes the key the compiler makes of it: type names dropped, properties kept with their dots")
    func keys() {
        let source = """
            let a = NSSortDescriptor(key: #keyPath(HealthItem.date), ascending: false)
            let b = NSPredicate(format: "%K == %@", #keyPath(Order.customer.name), "Ada")
            let c = #keyPath(title)
            let d = #keyPath(
                AVPlayerItem.status)
            let e = "#keyPath(Item.name)"
            """
        let (text, replaced) = KeyPathStringRewriter.rewrite(source)
        #expect(replaced == 4)
        #expect(text == """
            let a = NSSortDescriptor(key: "date", ascending: false)
            let b = NSPredicate(format: "%K == %@", "customer.name", "Ada")
            let c = "title"
            let d = "status"

            let e = "#keyPath(Item.name)"
            """)
    }
}

@Suite struct ObserveValueRewriteTests {
    static let observer = """
        import Foundation

        final class TokenObservation: NSObject {
            override func observeValue(forKeyPath keyPath: String?, of object: Any?,
                                       change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
                guard context == nil else {
                    super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
                    return
                }
                print(keyPath ?? "")
            }
        }
        """

    @Test("A class overriding observeValue(forKeyPath:…) adopts NSKeyValueObserving in the copy, override blanked, lines unmoved")
    func rewrite() {
        let copy = ObjectiveCAttributeRewriter.rewrite(Self.observer).text
        #expect(copy.contains("final class TokenObservation: NSObject, NSKeyValueObserving {"))
        #expect(!copy.contains("override"))
        #expect(copy.components(separatedBy: "\n").count == Self.observer.components(separatedBy: "\n").count)
        // The column of `func` is kept: `override` became spaces. NSObject's own method, called on `super`, is Widgetry's.
        #expect(copy.contains("             func observeValue(forKeyPath"))
        #expect(copy.contains("super.observeValueAsNSObject(forKeyPath: keyPath"))
    }

    @Test("The override is reported once, at its line, as key-value observing")
    func reported() {
        let found = SourceScanner.scan(Self.observer, configuration: IOSBuildConfiguration()).objectiveCConstructs
        #expect(found.map(\.construct) == [ObjectiveCAttributeRewriter.observeValueOverride])
        #expect(found.first?.line == 4 && found.first?.kind == .keyValueObserving)
    }
}

/// A JSON model as older apps write it: filled with `setValuesForKeys`, ignoring keys it does not map.
@Suite struct UndefinedKeyRewriteTests {
    static let model = """
        import Foundation

        class Station: NSObject {
            @objc var name = ""
            init(json: [String: Any]) { super.init(); setValuesForKeys(json) }
            override func setValue(_ value: Any?, forUndefinedKey key: String) {
                if key == "id" { super.setValue(value, forUndefinedKey: key) }
            }
            override func value(forUndefinedKey key: String) -> Any? { nil }
        }
        """

    @Test("A class overriding the undefined-key hooks adopts NSKeyValueCodingUndefinedKeys once, super calls renamed, lines unmoved")
    func rewrite() {
        let copy = ObjectiveCAttributeRewriter.rewrite(Self.model).text
        #expect(copy.contains("class Station: NSObject, NSKeyValueCodingUndefinedKeys {"))
        #expect(!copy.contains("override") && !copy.contains("@objc"))
        #expect(copy.contains("super.setValueAsNSObject(value, forUndefinedKey: key)"))
        #expect(copy.components(separatedBy: "\n").count == Self.model.components(separatedBy: "\n").count)
    }

    @Test("Each override is reported at its line as key-value coding, with a note rather than a change to make")
    func reported() {
        let found = SourceScanner.scan(Self.model, configuration: IOSBuildConfiguration()).objectiveCConstructs.filter { $0.kind == .keyValueCoding }
        #expect(found.map(\.construct) == ["override func setValue(_:forUndefinedKey:)", "override func value(forUndefinedKey:)"])
        #expect(found.map(\.line) == [6, 9])
    }
}

/// Core Data's generated class for a `Decodable` entity, as Xcode's codegen and apps write it.
@Suite struct ManagedInitializerRewriteTests {
    static let entity = """
        import CoreData

        @objc(Project)
        public class Project: NSManagedObject, Decodable {
            @objc
            private override init(entity: NSEntityDescription, insertInto context: NSManagedObjectContext?) {
                super.init(entity: entity, insertInto: context)
            }
        }
        """

    @Test("A managed class's override of init(entity:insertInto:) is required and as visible as the class in the copy, lines unmoved")
    func rewrite() {
        let copy = ObjectiveCAttributeRewriter.rewrite(Self.entity).text
        #expect(copy.contains("public required init(entity: NSEntityDescription, insertInto context: NSManagedObjectContext?) {"))
        #expect(!copy.contains("override") && !copy.contains("private"))
        #expect(copy.components(separatedBy: "\n").count == Self.entity.components(separatedBy: "\n").count)
        // An internal class keeps an internal initializer.
        let internalCopy = ObjectiveCAttributeRewriter.rewrite(Self.entity.replacingOccurrences(of: "public class", with: "class")).text
        #expect(internalCopy.contains("\n     required init(entity:"))
    }
}

extension WidgetryGap {
    private static let notYetBridged = #"docs/compatibility.md, "Apple's module names": "Not yet bridged (…)""#
    private static let swiftcOnLinux = "checked with swiftc -typecheck on Linux, Swift 6.3"

    /// The gaps ``BuildLogReader`` knows, most specific first (the first match gives the hint).
    /// Where a surveyed gap is listed.
    static let surveyed = "docs/compatibility.md, \"Measured on public widget code: the survey\""

    public static let known: [WidgetryGap] = [
        // Module names without a Widgetry module.
        .module("OSLog", note: "its logging API is Widgetry's `WidgetryOSLog` module",
                source: #"docs/compatibility.md, "logging" row and "the module names `OSLog` and `os`""#),
        .module("os", note: "its logging API is Widgetry's `WidgetryOSLog` module",
                source: #"docs/compatibility.md, "logging" row and "the module names `OSLog` and `os`""#),
        // SwiftUI and WidgetKit API.
        .member("accessoryCorner", written: ".accessoryCorner", from: "watchOS", source: notYetBridged),
        // Seen in the survey of public widget extensions (docs/survey/gaps-bfa13b2.tsv) and since built:
        // `UIGraphicsImageRenderer`, `NSDataAsset`, `ProgressViewStyle`, `AppShortcutsProvider`,
        // `TransientAppEntity`, `UIView`/`UILabel`, `receive(on: DispatchQueue)` (docs/compatibility.md).
        .member("monospaced", written: "Text.monospaced()", source: notYetBridged),
        .member("reference", written: "Text(.currentDate, format: .reference(…))", source: notYetBridged),
        .symbol("SectionedFetchRequest", source: #"docs/compatibility.md, data flow row "`SectionedFetchRequest`, `SectionedFetchResults`": missing"#),
        .symbol("UISceneConfiguration", from: "UIKit", source: #"docs/compatibility.md, uikit row "`UISceneConfiguration`, `UISceneSession`": missing"#),

        // Objective-C and Darwin: the guard that builds on both.
        .interop("@objc", patterns: ["Objective-C interoperability is disabled", "attribute used without importing module 'Foundation'"],
                 hint: ObjectiveCGuard.attribute, source: swiftcOnLinux + " (`@objc`, `@objc(Name)`, `@objcMembers`, `@objc protocol`)"),
        .interop("@IBOutlet", patterns: ["'@IBOutlet' property cannot have"], hint: ObjectiveCGuard.attribute, source: swiftcOnLinux),
        .interop("#selector", patterns: ["'#selector' can only be used with the Objective-C runtime",
                                         "has no member 'performSelector'"],
                 hint: ObjectiveCGuard.selector, source: swiftcOnLinux),
        .interop("#keyPath", patterns: ["'#keyPath' can only be used with the Objective-C runtime"],
                 hint: ObjectiveCGuard.keyPathString, source: swiftcOnLinux),
        .interop("key-value observing", patterns: ["has no member 'observe'", "has no member 'addObserver'"],
                 hint: ObjectiveCGuard.keyValueObserving, source: swiftcOnLinux),
        // An override of a key-value coding method Widgetry's Foundation adds to Linux's `NSObject` (`value(forKey:)`):
        // extension members cannot be overridden. The undefined-key hooks are adopted by the copy instead.
        .interop("key-value coding override", patterns: ["is declared in extension of 'NSObject' and cannot be overridden"],
                 hint: ObjectiveCGuard.keyValueCodingOverride, source: swiftcOnLinux),
        .interop("autoreleasepool", patterns: ["cannot find 'autoreleasepool' in scope"], hint: ObjectiveCGuard.autoreleasePool, source: swiftcOnLinux),
        .interop("as CF…", patterns: ["is not convertible to 'CF"], hint: ObjectiveCGuard.coreFoundationBridge, source: swiftcOnLinux),
        .interop("Core Foundation", patterns: ["cannot find type 'CF", "cannot find 'CF", "cannot find 'kCF"],
                 hint: ObjectiveCGuard.coreFoundation, source: swiftcOnLinux),
        .interop("associated objects", patterns: ["cannot find 'objc_setAssociatedObject' in scope", "cannot find 'objc_getAssociatedObject' in scope"],
                 hint: ObjectiveCGuard.associatedObject, source: swiftcOnLinux),
        .interop("Objective-C runtime", patterns: ["cannot find 'objc_", "cannot find 'object_", "cannot find 'class_", "cannot find 'method_",
                                                   "cannot find 'sel_", "cannot find 'property_", "cannot find 'ivar_", "cannot find 'protocol_",
                                                   "cannot find 'imp_", "has no member 'method'",
                                                   // `method(for:)` called inside an NSObject extension.
                                                   "cannot find 'method' in scope",
                                                   // An `IMP` cast: `unsafeBitCast(object.method(for:), to: (@convention(c) (NSObject, Selector, …) -> Void).self)`.
                                                   "so it cannot be used with '@convention(c)'"],
                 hint: ObjectiveCGuard.objectiveCRuntime, source: swiftcOnLinux),
        .interop("mach time", patterns: ["cannot find 'mach_absolute_time' in scope", "cannot find 'mach_continuous_time' in scope",
                                         "cannot find 'mach_timebase_info' in scope"],
                 hint: ObjectiveCGuard.machTime, source: swiftcOnLinux),
        .interop("OSAtomic", patterns: ["cannot find 'OSAtomic", "cannot find 'OSMemoryBarrier' in scope"],
                 hint: ObjectiveCGuard.atomics, source: swiftcOnLinux),
        .interop("import Darwin", patterns: ["no such module 'Darwin'", "no such module 'MachO'"], hint: ObjectiveCGuard.darwinImport, source: swiftcOnLinux),
        .interop("import ObjectiveC", patterns: ["no such module 'ObjectiveC'"], hint: ObjectiveCGuard.objectiveCImport, source: swiftcOnLinux),
        .interop("Objective-C package", patterns: ["'Foundation/Foundation.h' file not found", "'UIKit/UIKit.h' file not found"],
                 hint: "a package target written in Objective-C (.m, .h) imports Apple's framework headers, which Linux has not: it cannot be built here. Where the widget uses it only through a Swift package that wraps it, check the widget without that package (put its import and uses under `#if canImport(Name)`)",
                 source: "clang on Linux has no Foundation framework headers (held-out batch 7, LoopCaregiver's Base32)"),
        .interop("sysctl", patterns: ["cannot find 'sysctl' in scope"],
                 hint: ObjectiveCGuard.darwinCall, source: swiftcOnLinux),
    ]
}

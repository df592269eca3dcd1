/// The smallest change that lets each Linux-incompatible construct build on both platforms, and the
/// rules that recognise Darwin-only names. Every suggestion was compiled on Linux with Swift 6.3.
enum ObjectiveCGuard {
    static let attribute = """
        guard the attribute alone: `#if canImport(ObjectiveC)`, the attribute, `#endif` on the lines \
        before the declaration (or delete it: nothing on Linux calls through the Objective-C runtime)
        """
    static let managedProperty = """
        `#if canImport(ObjectiveC)` `@NSManaged var x: T` `#else` `var x: T = …` `#endif`: on Linux \
        `@NSManaged` type-checks but its accessors are missing at link time
        """
    static let selector = """
        wrap the statement in `#if canImport(ObjectiveC)` … `#endif` (Linux has no selectors); \
        target–selector APIs have closure forms that build on both
        """
    static let keyPathString = """
        write the key as a string literal or use a Swift key path (`\\Type.property`); `#keyPath` needs \
        the Objective-C runtime
        """
    static let keyValueObserving = """
        observe with `@Observable` or Combine's `@Published`, or wrap it in `#if canImport(ObjectiveC)` … \
        `#endif`: Linux's NSObject has no key-value observing
        """
    static let autoreleasePool = """
        replace `autoreleasepool {` with `do {` (or call the closure's body directly): Linux has no \
        autorelease pools
        """
    static let coreFoundationBridge = """
        pass the Swift value itself (Linux's Foundation does not bridge to Core Foundation types), or wrap \
        the statement in `#if canImport(ObjectiveC)` … `#endif`
        """
    static let coreFoundation = """
        use the Foundation type or call (Linux's Foundation has no Core Foundation bridge, and Widgetry's has only the \
        Darwin notify center, `CFString`, `CFDictionary`, `CFURL`, the bundle keys, `kCFErrorDomainCFNetwork` and `CFAbsoluteTimeGetCurrent`), or wrap the statement in \
        `#if canImport(ObjectiveC)` … `#endif`
        """
    static let objectiveCRuntime = "wrap the statement in `#if canImport(ObjectiveC)` … `#endif`"
    static let keyValueCoding = """
        nothing to change: Widgetry's Foundation gives `NSObject` key-value coding over stored properties, and the copy \
        adopts `NSKeyValueCodingUndefinedKeys` for the undefined-key overrides
        """
    static let keyValueCodingOverride = """
        give the method another name and call it where the override was used: on Linux, `NSObject`'s key-value coding \
        is declared in an extension (Widgetry's Foundation), which a class cannot override
        """
    static let associatedObject = """
        keep the value in a stored property, or in a dictionary keyed by `ObjectIdentifier`; Linux has no \
        associated objects
        """
    static let machTime = "use `DispatchTime.now().uptimeNanoseconds` or `ContinuousClock`"
    static let atomics = "use `Atomic` from Synchronization (iOS 18 and later) or an `NSLock`"
    static let darwinCall = "wrap the statement in `#if canImport(Darwin)` … `#endif`"
    static let darwinImport = """
        `#if canImport(Darwin)` `import Darwin` `#elseif canImport(Glibc)` `import Glibc` `#endif` (Foundation \
        already brings the C library on Linux)
        """
    static let objectiveCImport = "wrap the import in `#if canImport(ObjectiveC)` … `#endif`"

    /// Core Foundation names Widgetry's Foundation declares (Darwin notifications, and `CFString` and
    /// `CFDictionary`, `CFURL` as `NSString`/`NSDictionary`/`NSURL` so `"name" as CFString` compiles): not reported.
    static let widgetryCoreFoundationNames: Set<String> = [
        "CFString", "CFDictionary", "CFURL", "CFNotificationName", "CFNotificationCenter", "CFNotificationCenterGetDarwinNotifyCenter",
        "CFNotificationCenterPostNotification", "CFNotificationCenterAddObserver", "CFNotificationCenterRemoveObserver",
        "CFNotificationCenterRemoveEveryObserver", "CFNotificationSuspensionBehavior", "CFNotificationCallback",
        "kCFErrorDomainCFNetwork",
    ]

    /// Modules that exist only on Apple platforms and are Objective-C or kernel interfaces.
    static let darwinModules: Set<String> = ["ObjectiveC", "MachO"]

    /// Mach kernel names widget code uses, by name: a `mach_` prefix alone would catch the user's own.
    static let machNames: Set<String> = [
        "mach_absolute_time", "mach_continuous_time", "mach_approximate_time", "mach_timebase_info",
        "mach_timebase_info_data_t", "mach_task_self", "mach_task_self_", "mach_host_self", "mach_port_t",
    ]

    /// The kind and suggestion for a Darwin-only or runtime name, or nil for any other name.
    static func classify(name: String) -> (kind: ObjectiveCConstruct.Kind, suggestion: String)? {
        switch name {
        case "autoreleasepool": return (.autoreleasePool, autoreleasePool)
        case "NSSelectorFromString", "NSStringFromSelector": return (.selector, selector)
        case "objc_setAssociatedObject", "objc_getAssociatedObject", "objc_removeAssociatedObjects", "objc_AssociationPolicy":
            // Widgetry's Foundation keeps associated values itself (AssociatedObjects).
            return nil
        case "sysctlbyname", "CFAbsoluteTimeGetCurrent", "CFAbsoluteTime", "CFTimeInterval", "kCFAbsoluteTimeIntervalSince1970", "kCFBundleVersionKey", "kCFBundleNameKey", "kCFBundleIdentifierKey", "kCFBundleExecutableKey",
             "kCFBundleInfoDictionaryVersionKey", "kCFBundleDevelopmentRegionKey":
            // Widgetry's Foundation answers `hw.machine` and has the Info.plist keys and Core Foundation's clock (Sysctl,
            // CFBundleKeys, CFAbsoluteTime).
            return nil
        case "sysctl", "malloc_size", "task_info", "clock_gettime_nsec_np":
            return (.darwinOnly, darwinCall)
        case "OSMemoryBarrier": return (.darwinOnly, atomics)
        default: break
        }
        if machNames.contains(name) { return (.darwinOnly, name.contains("time") ? machTime : darwinCall) }
        if name.hasPrefix("OSAtomic") { return (.darwinOnly, atomics) }
        if isRuntimeFunction(name) { return (.objectiveCRuntime, objectiveCRuntime) }
        if isCoreFoundationName(name) { return (.coreFoundation, coreFoundation) }
        return nil
    }

    /// `objc_…`, and `class_getName`-style names: a runtime prefix, an underscore, then camel case
    /// (so a snake_case `class_name` of the user's is not taken for one).
    static func isRuntimeFunction(_ name: String) -> Bool {
        guard let underscore = name.firstIndex(of: "_") else { return false }
        let prefix = name[..<underscore]
        let rest = name[name.index(after: underscore)...]
        if prefix == "objc" { return !rest.isEmpty }
        let runtimePrefixes: Set<Substring> = ["object", "class", "method", "sel", "ivar", "property", "protocol", "imp"]
        guard runtimePrefixes.contains(prefix), let first = rest.first, first.isLowercase else { return false }
        return rest.contains(where: \.isUppercase) && !rest.contains("_")
    }

    /// `CFString`, `CFAbsoluteTime`, `kCFAllocatorDefault`, `CFURLCreate…`: `CF` then a capitalised word
    /// (or URL/UUID), so names like `CFGSettings` are not taken for Core Foundation.
    static func isCoreFoundationName(_ name: String) -> Bool {
        if widgetryCoreFoundationNames.contains(name) { return false }
        let body = name.hasPrefix("kCF") ? name.dropFirst(3) : name.hasPrefix("CF") ? name.dropFirst(2) : nil
        guard let body, body.count >= 2 else { return false }
        if body.hasPrefix("URL") || body.hasPrefix("UUID") { return true }
        let letters = Array(body.prefix(2))
        return letters[0].isUppercase && letters[1].isLowercase
    }
}

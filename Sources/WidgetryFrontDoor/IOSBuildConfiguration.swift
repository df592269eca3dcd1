import SwiftIfConfig
import SwiftSyntax

/// The answers an iOS device build gives to `#if` conditions, for deciding which branches of a widget
/// extension's code are compiled.
///
/// Where the iOS answer would select code that cannot compile on Linux, the Linux answer is given and
/// the reason is written next to it. Questions nobody can answer for the real build (`hasFeature`,
/// `hasAttribute`, versioned `canImport`, `objectFormat`) throw, so the `#if` is left to the compiler.
public struct IOSBuildConfiguration: BuildConfiguration, Sendable, Hashable {
    /// The Swift language mode the target compiles in (`SWIFT_VERSION`).
    public enum LanguageMode: Int, Sendable, Hashable, CaseIterable {
        /// `SWIFT_VERSION = 5`.
        case swift5 = 5
        /// `SWIFT_VERSION = 6`.
        case swift6 = 6
    }

    /// Modules a widget extension can import when it builds against Widgetry on Linux: Apple's module
    /// names Widgetry provides, the standard library's and the toolchain's own.
    ///
    /// `FoundationNetworking` and `Glibc` are not iOS modules, but they exist here, and code only asks
    /// `canImport` for them to reach the Linux spelling of something iOS has (`URLSession`, the C
    /// library), so answering true selects the branch that compiles. `WatchKit` is Widgetry's but not in the
    /// list: the iOS SDK has had no WatchKit since Xcode 11 ("WatchKit is not available when building for iOS"), so
    /// `#if canImport(WatchKit)` selects watch-only code (an image library's `WKInterfaceImage` extensions) that an
    /// iOS build leaves out.
    public static let widgetryModules: Set<String> = [
        "SwiftUI", "SwiftUICore", "WidgetKit", "AppIntents", "UIKit", "Intents", "ActivityKit", "Combine", "CoreLocation",
        "EventKit", "TipKit", "CryptoKit", "UserNotifications", "UniformTypeIdentifiers", "SwiftData", "CoreData", "HealthKit", "AVFoundation", "Foundation", "FoundationNetworking", "Dispatch", "Observation", "Swift", "_Concurrency",
        "XCTest", "Testing", "Glibc", "Charts",
        "CloudKit", "WatchConnectivity", "StoreKit", "WeatherKit", "CoreImage", "DeviceActivity", "AuthenticationServices",
        "CoreSpotlight", "AlarmKit", "GameplayKit",
    ]

    /// Modules Widgetry offers that the iOS SDK does not have, so `canImport` answers false for them as an iOS build
    /// does: WatchKit (see ``widgetryModules``).
    public static let absentFromIOS: Set<String> = ["WatchKit"]

    /// Whose answers are given: an iOS device build's (a widget's code) or Linux's (a package that builds on Linux
    /// too, ``TargetSources/decidesConditionsForLinux``).
    public enum Platform: Sendable, Hashable {
        /// An iOS device build, adjusted where the iOS answer cannot compile on Linux.
        case iOS
        /// The Linux build SwiftPM would make here: `os(Linux)`, and only the toolchain's modules and the project's own.
        case linux
    }

    /// The modules a Linux build can import: the standard library's and the toolchain's.
    public static let linuxModules: Set<String> = [
        "Swift", "_Concurrency", "_StringProcessing", "RegexBuilder", "Observation", "Synchronization", "Foundation",
        "FoundationEssentials", "FoundationInternationalization", "FoundationNetworking", "FoundationXML", "Dispatch", "CDispatch", "Glibc",
        "XCTest", "Testing",
    ]

    /// Whose answers are given.
    public var platform: Platform = .iOS
    /// Modules `canImport` answers true for; any other module, such as `ARKit`, is absent.
    public var availableModules: Set<String>
    /// The project's own modules (other targets the extension links), also importable.
    public var ownModules: Set<String>
    /// The target's active compilation conditions (`SWIFT_ACTIVE_COMPILATION_CONDITIONS`, `-D`).
    public var customConditions: Set<String>
    /// The language mode, which decides `swift(>=…)`.
    public var languageMode: LanguageMode
    /// Whether `targetEnvironment(simulator)` holds; false for a device build.
    public var simulator: Bool
    /// The compiler's version, which decides `compiler(>=…)` and, in Swift 6 mode, `swift(>=…)`.
    public var swiftCompilerVersion: VersionTuple

    /// A device build of an iOS target.
    /// - Parameters:
    ///   - availableModules: modules that exist; defaults to ``widgetryModules``.
    ///   - ownModules: the project's own module names.
    ///   - customConditions: the target's compilation conditions, such as `DEBUG`.
    ///   - languageMode: Swift 5 or 6.
    ///   - simulator: true for a simulator build.
    ///   - compilerVersion: the Swift compiler the generated package is built with.
    ///   - platform: whose answers: iOS's, or Linux's for a package that builds on Linux too.
    public init(
        availableModules: Set<String> = IOSBuildConfiguration.widgetryModules,
        ownModules: Set<String> = [],
        customConditions: Set<String> = [],
        languageMode: LanguageMode = .swift6,
        simulator: Bool = false,
        compilerVersion: VersionTuple = VersionTuple(6, 3),
        platform: Platform = .iOS
    ) {
        self.platform = platform
        self.availableModules = availableModules
        self.ownModules = ownModules
        self.customConditions = customConditions
        self.languageMode = languageMode
        self.simulator = simulator
        self.swiftCompilerVersion = compilerVersion
    }

    /// Whether a `-D` condition is set.
    public func isCustomConditionSet(name: String) throws -> Bool {
        customConditions.contains(name)
    }

    /// Unknown: which experimental and upcoming features the real build enables is not known here.
    public func hasFeature(name: String) throws -> Bool {
        throw UndecidedCondition("hasFeature(\(name)) is left to the compiler")
    }

    /// Unknown: attribute support is the compiler's to answer.
    public func hasAttribute(name: String) throws -> Bool {
        throw UndecidedCondition("hasAttribute(\(name)) is left to the compiler")
    }

    /// True for available and own modules (by their top-level name); false for any other module.
    /// A versioned query about a module that exists is unknown: Widgetry's modules carry no SDK version.
    public func canImport(importPath: [(TokenSyntax, String)], version: CanImportVersion) throws -> Bool {
        guard let module = importPath.first?.1 else { return false }
        let exists = (platform == .linux ? Self.linuxModules : availableModules).contains(module) || ownModules.contains(module)
        guard exists else { return false }
        if case .unversioned = version { return true }
        throw UndecidedCondition("canImport(\(module)) with a version is left to the compiler")
    }

    /// Only `iOS`: a Mac Catalyst build would also be `os(iOS)`, but this is a phone or iPad build.
    public func isActiveTargetOS(name: String) throws -> Bool {
        name == (platform == .linux ? "Linux" : "iOS")
    }

    /// `arm64`, as on every iPhone and iPad this Swift supports (and on Apple-silicon simulators).
    public func isActiveTargetArchitecture(name: String) throws -> Bool {
        guard platform == .linux else { return name == "arm64" }
        // The machine the generated package is built on.
        #if arch(x86_64)
        return name == "x86_64"
        #else
        return name == "arm64"
        #endif
    }

    /// `simulator` when ``simulator`` is set; never `macCatalyst`.
    public func isActiveTargetEnvironment(name: String) throws -> Bool {
        name == "simulator" && simulator
    }

    /// `_Native`, not iOS's `_ObjC`: code behind `_runtime(_ObjC)` reaches for the Objective-C runtime
    /// (selectors, `@objc`, bridging casts), which Linux's Swift cannot compile, while its `#else` is
    /// the pure-Swift path. This is also what the compiler on Linux would answer.
    public func isActiveTargetRuntime(name: String) throws -> Bool {
        name == "_Native" || name == "_multithreaded"
    }

    /// `_none`: App Store arm64 builds do not use arm64e pointer authentication.
    public func isActiveTargetPointerAuthentication(name: String) throws -> Bool {
        name == "_none"
    }

    /// Unknown: iOS would say `MachO`, but code behind it names Mach-O sections the ELF linker cannot
    /// place, so the Linux compiler's own answer (`ELF`) is the one that builds.
    public func isActiveTargetObjectFormat(name: String) throws -> Bool {
        if platform == .linux { return name == "ELF" }
        throw UndecidedCondition("objectFormat(\(name)) is left to the compiler")
    }

    /// 64, as on arm64.
    public var targetPointerBitWidth: Int { 64 }

    /// arm64's lock-free atomics, 8 to 128 bits (Linux x86_64 answers the same, checked with swiftc).
    public var targetAtomicBitWidths: [Int] { [8, 16, 32, 64, 128] }

    /// Little-endian, as arm64 runs.
    public var endianness: Endianness { .little }

    /// Swift 5 mode is 5.10 in Swift 6 compilers; Swift 6 mode is the compiler's major and minor version.
    public var languageVersion: VersionTuple {
        switch languageMode {
        case .swift5: VersionTuple(5, 10)
        case .swift6: VersionTuple(components: Array(swiftCompilerVersion.components.prefix(2)))
        }
    }

    /// The compiler's version (``swiftCompilerVersion``).
    public var compilerVersion: VersionTuple { swiftCompilerVersion }
}

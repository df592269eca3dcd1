// swift-tools-version: 6.0
// Widgetry: lay out, render and check iOS-style widgets written in SwiftUI-compatible Swift, on any
// machine that runs Swift. See README.md for the two set-up commands and docs/ for the guides.
import CompilerPluginSupport
import Foundation
import PackageDescription

let package = Package(
    name: "Widgetry",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "Widgetry", targets: ["Widgetry"]),
        .library(name: "WidgetryTesting", targets: ["WidgetryTesting"]),
        // `widgetry mcp`: the Model Context Protocol server for coding agents (brings the MCP Swift SDK).
        .library(name: "WidgetryMCP", targets: ["WidgetryMCP"]),
        // The commands (`check`, `render`, `gallery`, …) for a widget package's own executable.
        .library(name: "WidgetryCLI", targets: ["WidgetryCLI"]),
        // `serve`, for executables that add it (brings Hummingbird and SwiftNIO).
        .library(name: "WidgetryServeCommand", targets: ["WidgetryServeCommand"]),
        .executable(name: "widgetry", targets: ["widgetry"]),
        // Apple's module names, so a widget extension's files compile with their imports as written
        // (Linux first; see docs/compatibility.md for what they mean on macOS).
        .library(name: "SwiftUI", targets: ["SwiftUI"]),
        // The iOS 18 SDK's split of SwiftUI (`SwiftUICore.View`); the same module here.
        .library(name: "SwiftUICore", targets: ["SwiftUICore"]),
        .library(name: "WidgetKit", targets: ["WidgetKit"]),
        .library(name: "AppIntents", targets: ["AppIntents"]),
        .library(name: "UIKit", targets: ["UIKit", "_Testing_UIKit"]),
        .library(name: "Intents", targets: ["Intents"]),
        .library(name: "IntentsUI", targets: ["IntentsUI"]),
        .library(name: "ActivityKit", targets: ["ActivityKit"]),
        .library(name: "Combine", targets: ["Combine"]),
        .library(name: "CoreLocation", targets: ["CoreLocation"]),
        .library(name: "EventKit", targets: ["EventKit"]),
        .library(name: "Contacts", targets: ["Contacts"]),
        .library(name: "TipKit", targets: ["TipKit"]),
        .library(name: "CryptoKit", targets: ["CryptoKit"]),
        .library(name: "UserNotifications", targets: ["UserNotifications"]),
        .library(name: "UniformTypeIdentifiers", targets: ["UniformTypeIdentifiers"]),
        .library(name: "CoreTransferable", targets: ["CoreTransferable"]),
        // Swift Charts' module name (`import Charts`).
        .library(name: "Charts", targets: ["Charts"]),
        // Unified logging's API; the front door maps `import OSLog` / `import os` to it.
        .library(name: "WidgetryOSLog", targets: ["WidgetryOSLog"]),
        // Data stores whose contents come from fixtures (docs/fixtures.md).
        .library(name: "SwiftData", targets: ["SwiftData"]),
        .library(name: "CoreData", targets: ["CoreData"]),
        .library(name: "HealthKit", targets: ["HealthKit"]),
        // Frameworks shared code touches in passing: they compile and do nothing visible (docs/compatibility.md).
        // Not offered as `Security`/`Network`: swift-certificates and SwiftNIO ask `canImport` for them to use
        // Darwin's; the front door maps the imports, as it does `OSLog`.
        .library(name: "WidgetrySecurity", targets: ["WidgetrySecurity"]),
        .library(name: "WidgetryNetwork", targets: ["WidgetryNetwork"]),
        .library(name: "AVFoundation", targets: ["AVFoundation"]),
        .library(name: "CoreMedia", targets: ["CoreMedia"]),
        // Frameworks of shared app code that need Apple's services (iCloud, a watch, the App Store, Screen Time):
        // compiled as on iOS, answering as a device without them does (docs/compatibility.md).
        .library(name: "CloudKit", targets: ["CloudKit"]),
        .library(name: "WatchConnectivity", targets: ["WatchConnectivity"]),
        .library(name: "StoreKit", targets: ["StoreKit"]),
        .library(name: "WeatherKit", targets: ["WeatherKit"]),
        .library(name: "CoreImage", targets: ["CoreImage", "_Testing_CoreImage"]),
        .library(name: "DeviceActivity", targets: ["DeviceActivity"]),
        .library(name: "AuthenticationServices", targets: ["AuthenticationServices"]),
        // Frameworks added for the survey's shared code (issue 28/29): Spotlight's index, the watch.
        .library(name: "CoreSpotlight", targets: ["CoreSpotlight"]),
        .library(name: "WatchKit", targets: ["WatchKit"]),
        .library(name: "AlarmKit", targets: ["AlarmKit"]),
        .library(name: "GameplayKit", targets: ["GameplayKit"]),
        // Frameworks the survey's extensions and their shared code import (issue 29, docs/compatibility.md).
        .library(name: "MapKit", targets: ["MapKit"]),
        .library(name: "CoreBluetooth", targets: ["CoreBluetooth"]),
        .library(name: "Photos", targets: ["Photos"]),
        .library(name: "BackgroundTasks", targets: ["BackgroundTasks"]),
        .library(name: "MediaPlayer", targets: ["MediaPlayer"]),
        .library(name: "simd", targets: ["simd"]),
        .library(name: "Accelerate", targets: ["Accelerate"]),
        // Not offered as `CommonCrypto`: swift-crypto asks `canImport(CommonCrypto)`; the front door maps the import.
        .library(name: "WidgetryCommonCrypto", targets: ["WidgetryCommonCrypto"]),
        .library(name: "AudioToolbox", targets: ["AudioToolbox"]),
        .library(name: "SystemConfiguration", targets: ["SystemConfiguration"]),
        .library(name: "NetworkExtension", targets: ["NetworkExtension"]),
        .library(name: "ManagedSettings", targets: ["ManagedSettings"]),
        .library(name: "FamilyControls", targets: ["FamilyControls"]),
        .library(name: "LockedCameraCapture", targets: ["LockedCameraCapture"]),
        .library(name: "WebKit", targets: ["WebKit"]),
        .library(name: "NotificationCenter", targets: ["NotificationCenter"]),
        .library(name: "SafariServices", targets: ["SafariServices"]),
        .library(name: "MessageUI", targets: ["MessageUI"]),
        .library(name: "LocalAuthentication", targets: ["LocalAuthentication"]),
        .library(name: "CoreServices", targets: ["CoreServices"]),
        .library(name: "MobileCoreServices", targets: ["MobileCoreServices"]),
        .library(name: "PhotosUI", targets: ["PhotosUI"]),
        .library(name: "QuartzCore", targets: ["QuartzCore"]),
        .library(name: "CoreHaptics", targets: ["CoreHaptics"]),
        .library(name: "QuickLookThumbnailing", targets: ["QuickLookThumbnailing"]),
        .library(name: "NaturalLanguage", targets: ["NaturalLanguage"]),
        .library(name: "Accessibility", targets: ["Accessibility"]),
        .library(name: "CoreMotion", targets: ["CoreMotion"]),
        .library(name: "AVKit", targets: ["AVKit"]),
        .library(name: "AVFAudio", targets: ["AVFAudio"]),
        .library(name: "ImageIO", targets: ["ImageIO"]),
        .library(name: "CoreText", targets: ["CoreText"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.0.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.5.0"),
        // `#Preview` and `@Entry` are macros, as in SwiftUI.
        .package(url: "https://github.com/swiftlang/swift-syntax", "602.0.0"..<"604.0.0"),
        // Combine's API on Linux, behind the `Combine` module name.
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
        // CryptoKit's API on Linux, behind the `CryptoKit` module name.
        .package(url: "https://github.com/apple/swift-crypto", "3.0.0"..<"5.0.0"),
        // The official Model Context Protocol SDK, behind `widgetry mcp`.
        .package(url: "https://github.com/modelcontextprotocol/swift-sdk", from: "0.12.1"),
        // `FileDescriptor`, which the SDK's stdio transport takes (already a dependency of the SDK).
        .package(url: "https://github.com/apple/swift-system", from: "1.0.0"),
    ],
    targets: [
        // C interop: headers only. WidgetryGraphics is the one module that imports these.
        .systemLibrary(
            name: "CPangoCairo", pkgConfig: "pangocairo",
            providers: [.apt(["libpango1.0-dev", "libcairo2-dev"]), .brew(["pango", "cairo"])]),
        .systemLibrary(
            name: "CGdkPixbuf", pkgConfig: "gdk-pixbuf-2.0",
            providers: [.apt(["libgdk-pixbuf-2.0-dev"]), .brew(["gdk-pixbuf"])]),
        // poppler-glib: PDF pages (asset catalogs' vector images) drawn through Cairo.
        .systemLibrary(name: "CPoppler", pkgConfig: "poppler-glib", providers: [.apt(["libpoppler-glib-dev"]), .brew(["poppler"])]),

        // The linker-collected section of `#Preview` records (C: the section's bounds).
        .target(name: "CWidgetrySections"),

        // One finding type and severity scale, shared by every step that reports problems.
        .target(name: "WidgetryFindings"),
        // What Foundation lacks on Linux and widget code uses: LocalizedStringResource, String(localized:),
        // app-group containers; FoundationNetworking re-exported.
        .target(name: "WidgetryFoundation", dependencies: ["WidgetryLocalization"]),
        // Records that `#Preview` leaves in the binary, found at run time without reflection.
        .target(name: "WidgetryDiscovery", dependencies: ["CWidgetrySections"]),
        // Published reference tables (Dynamic Type, widget sizes, Today widget), generated from Reference/.
        .target(name: "WidgetryReference"),
        // Fonts, text measuring and drawing, canvas, images, PNG/SVG/PDF output.
        .target(name: "WidgetryGraphics", dependencies: ["WidgetryFindings", "CPangoCairo", "CGdkPixbuf", "CPoppler"]),
        // The SwiftUI-compatible API and the layout engine.
        .target(name: "WidgetryUI", dependencies: ["WidgetryFindings", "WidgetryGraphics", "WidgetryReference", "WidgetryFoundation",
                                                  "WidgetryLocalization"]),
        // The WidgetKit-compatible API: widgets, families, devices, timelines.
        .target(name: "WidgetryKit", dependencies: ["WidgetryFindings", "WidgetryUI", "WidgetryReference", "WidgetryDiscovery", "WidgetryFoundation"]),
        // App Intents: intents, parameters, entities; AppIntentConfiguration and its timeline provider.
        .target(name: "WidgetryAppIntents", dependencies: ["WidgetryFindings", "WidgetryUI", "WidgetryKit", "WidgetryReference", "WidgetryFoundation",
                                                           "WidgetryCoreSpotlight", "WidgetryUniformTypeIdentifiers"]),
        // SiriKit's widget configuration: INIntent, IntentConfiguration, IntentTimelineProvider.
        .target(name: "WidgetrySiriKit", dependencies: ["WidgetryUI", "WidgetryKit"]),
        // ActivityKit: Live Activity attributes and configurations.
        .target(name: "WidgetryActivityKit", dependencies: ["WidgetryUI", "WidgetryKit", "WidgetryReference"]),
        // UIKit's slice widgets use: UIImage, UIColor, UIFont, UIScreen, UIDevice.
        .target(name: "WidgetryUIKit", dependencies: ["WidgetryUI", "WidgetryGraphics", "WidgetryReference", "WidgetryFoundation"]),
        // Unified logging's API (`Logger`, `os_log`), quiet by default.
        // Not offered as a module named `OSLog` or `os`: swift-syntax and swift-argument-parser test
        // `canImport(OSLog)`/`canImport(os)` to use Darwin's logging and locks, and such a module breaks them.
        .target(name: "WidgetryOSLog"),
        // CoreLocation's types; no position on Linux.
        .target(name: "WidgetryCoreLocation", dependencies: ["WidgetryFoundation"]),
        // EventKit's store, serving the events a fixture supplies.
        .target(name: "WidgetryEventKit", dependencies: ["WidgetryFoundation"]),
        // Contacts' store, serving the contacts a fixture supplies.
        .target(name: "WidgetryContacts", dependencies: ["WidgetryFoundation"]),
        // The notification center shared app code schedules reminders through: requests kept, nothing delivered.
        .target(name: "WidgetryUserNotifications"),
        // Uniform type identifiers (`UTType`) for the file types shared code names.
        .target(name: "WidgetryUniformTypeIdentifiers"),
        .target(name: "WidgetryTransferable", dependencies: ["WidgetryUniformTypeIdentifiers"]),
        // Swift Charts' API: marks, axes, scales and legends laid out and drawn as views, with chart findings.
        .target(name: "WidgetryCharts", dependencies: ["WidgetryUI", "WidgetryFindings"]),
        // `import Charts`: re-exports WidgetryCharts.
        .target(name: "Charts", dependencies: ["WidgetryCharts"], path: "Sources/Facades/Charts"),
        // SwiftData's models, container and fetches, serving the objects a fixture supplies.
        .target(name: "WidgetrySwiftData", dependencies: ["WidgetryFoundation", "WidgetryMacrosPlugin", "WidgetryUI"]),
        // Core Data's container, contexts, fetch requests and managed objects, serving a fixture's rows.
        .target(name: "WidgetryCoreData", dependencies: ["WidgetryFoundation", "WidgetryMacrosPlugin", "WidgetryUI", "WidgetryCloudKit"]),
        // HealthKit's store, types, units and queries, serving a fixture's samples.
        .target(name: "WidgetryHealthKit", dependencies: ["WidgetryFoundation"]),
        // The keychain's SecItem functions over an in-memory store seeded from a fixture.
        .target(name: "WidgetrySecurity", dependencies: ["WidgetryFoundation"]),
        // NWPathMonitor, reporting a satisfied path.
        .target(name: "WidgetryNetwork", dependencies: ["WidgetryFoundation", "WidgetrySecurity"]),
        // AVFoundation's audio session, players, capture devices (none) and speech: nothing plays.
        .target(name: "WidgetryAVFoundation"),
        // CloudKit's containers, databases, records and queries; every request fails ("supply fixture data").
        .target(name: "WidgetryCloudKit", dependencies: ["WidgetryFoundation"]),
        // WCSession: no paired watch (isSupported is false).
        .target(name: "WidgetryWatchConnectivity"),
        // StoreKit 2's products, transactions and App Store: none on Linux.
        .target(name: "WidgetryStoreKit"),
        // WeatherKit's service and weather types; requests throw ("supply fixture data").
        .target(name: "WidgetryWeatherKit", dependencies: ["WidgetryCoreLocation"]),
        // Core Image's images, contexts and filters; filters produce no output on Linux.
        .target(name: "WidgetryCoreImage", dependencies: ["WidgetryFoundation", "WidgetryUI", "WidgetryUIKit"]),
        // Screen Time's device activity names, schedules and monitor; nothing is monitored.
        .target(name: "WidgetryDeviceActivity", dependencies: ["WidgetryUI"]),
        // Sign in with Apple and web sign-in types; requests fail.
        .target(name: "WidgetryAuthenticationServices", dependencies: ["WidgetryUIKit"]),
        // TipKit's declarations; tips are not shown in widgets.
        .target(name: "WidgetryTipKit", dependencies: ["WidgetryUI"]),
        // What `#Preview`, `@Entry`, `@Model` and the schema macros expand to. A library rather than the macro
        // target itself so that the tests can depend on it: a test depending on a `.macro` target makes SwiftPM
        // build the whole test product for the host, compiling every module twice.
        .target(name: "WidgetryMacroExpansions", dependencies: [
            .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
        ]),
        // The compiler plugin behind `#Preview` and `@Entry`.
        .macro(name: "WidgetryMacrosPlugin", dependencies: [
            "WidgetryMacroExpansions",
            .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
        ]),
        // `#Preview` (views and widget timelines) and `@Entry`, declared.
        .target(name: "WidgetryMacros", dependencies: ["WidgetryMacrosPlugin", "WidgetryUI", "WidgetryKit", "WidgetryAppIntents", "WidgetryActivityKit", "WidgetryDiscovery"]),

        // Apple's module names. Each only re-exports the modules above.
        .target(name: "SwiftUI", dependencies: ["WidgetryUI", "WidgetryUIKit", "WidgetryCoreImage", "WidgetryFoundation", "WidgetryMacros", "WidgetryKit",
                                               "WidgetryLists", "WidgetryReference", "Combine",
                                               "WidgetryUserNotifications", "WidgetryTransferable", "WidgetryUniformTypeIdentifiers", "WidgetryCoreData"],
                path: "Sources/Facades/SwiftUI"),  // UIKit re-exports UserNotifications on iOS
        .target(name: "SwiftUICore", dependencies: ["SwiftUI"], path: "Sources/Facades/SwiftUICore"),
        .target(name: "WidgetKit", dependencies: ["SwiftUI", "WidgetryKit", "WidgetryAppIntents", "WidgetrySiriKit", "WidgetryActivityKit", "WidgetryCLI"],
                path: "Sources/Facades/WidgetKit"),
        .target(name: "AppIntents", dependencies: ["SwiftUI", "WidgetryAppIntents"], path: "Sources/Facades/AppIntents"),
        .target(name: "UIKit", dependencies: ["SwiftUI", "WidgetryUIKit", "WidgetryCoreImage", "CoreText"], path: "Sources/Facades/UIKit"),
        .target(name: "_Testing_UIKit", path: "Sources/Facades/_Testing_UIKit"),
        .target(name: "Intents", dependencies: ["WidgetrySiriKit", "WidgetryFoundation"], path: "Sources/Facades/Intents"),
        .target(name: "IntentsUI", dependencies: ["Intents", "UIKit", "WidgetrySiriKit", "WidgetryUIKit"], path: "Sources/Facades/IntentsUI"),
        .target(name: "ActivityKit", dependencies: ["WidgetryActivityKit", "WidgetryFoundation"], path: "Sources/Facades/ActivityKit"),
        .target(name: "CoreLocation", dependencies: ["WidgetryCoreLocation", "WidgetryContacts"], path: "Sources/Facades/CoreLocation"),
        .target(name: "EventKit", dependencies: ["WidgetryEventKit", "WidgetryFoundation"], path: "Sources/Facades/EventKit"),
        .target(name: "Contacts", dependencies: ["WidgetryContacts", "WidgetryFoundation"], path: "Sources/Facades/Contacts"),
        .target(name: "TipKit", dependencies: ["WidgetryTipKit"], path: "Sources/Facades/TipKit"),
        .target(name: "CryptoKit", dependencies: [.product(name: "Crypto", package: "swift-crypto")], path: "Sources/Facades/CryptoKit"),
        .target(name: "UserNotifications", dependencies: ["WidgetryUserNotifications"], path: "Sources/Facades/UserNotifications"),
        .target(name: "UniformTypeIdentifiers", dependencies: ["WidgetryUniformTypeIdentifiers"], path: "Sources/Facades/UniformTypeIdentifiers"),
        .target(name: "CoreTransferable", dependencies: ["WidgetryTransferable", "WidgetryUniformTypeIdentifiers"], path: "Sources/Facades/CoreTransferable"),
        .target(name: "SwiftData", dependencies: ["WidgetrySwiftData", "WidgetryFoundation"], path: "Sources/Facades/SwiftData"),
        .target(name: "CoreData", dependencies: ["WidgetryCoreData", "WidgetryFoundation", "Combine"], path: "Sources/Facades/CoreData"),
        .target(name: "HealthKit", dependencies: ["WidgetryHealthKit", "WidgetryFoundation"], path: "Sources/Facades/HealthKit"),
        .target(name: "AVFoundation", dependencies: ["WidgetryAVFoundation", "CoreMedia", "ImageIO", "WidgetryUIKit"], path: "Sources/Facades/AVFoundation"),
        .target(name: "CoreMedia", path: "Sources/Facades/CoreMedia"),
        .target(name: "CloudKit", dependencies: ["WidgetryCloudKit", "WidgetryFoundation"], path: "Sources/Facades/CloudKit"),
        .target(name: "WatchConnectivity", dependencies: ["WidgetryWatchConnectivity"], path: "Sources/Facades/WatchConnectivity"),
        .target(name: "StoreKit", dependencies: ["WidgetryStoreKit", "WidgetryUI", "WidgetryFoundation"], path: "Sources/Facades/StoreKit"),
        .target(name: "WeatherKit", dependencies: ["WidgetryWeatherKit", "CoreLocation"], path: "Sources/Facades/WeatherKit"),
        .target(name: "CoreImage", dependencies: ["WidgetryCoreImage", "WidgetryFoundation"], path: "Sources/Facades/CoreImage"),
        // Swift Testing's cross-import overlay name for Core Image (empty), as `_Testing_UIKit`.
        .target(name: "_Testing_CoreImage", path: "Sources/Facades/_Testing_CoreImage"),
        .target(name: "DeviceActivity", dependencies: ["WidgetryDeviceActivity"], path: "Sources/Facades/DeviceActivity"),
        .target(name: "AuthenticationServices", dependencies: ["WidgetryAuthenticationServices"], path: "Sources/Facades/AuthenticationServices"),
        // Core Spotlight's index, items and attribute sets; this device does not index.
        .target(name: "WidgetryCoreSpotlight", dependencies: ["WidgetryUniformTypeIdentifiers"]),
        .target(name: "CoreSpotlight", dependencies: ["WidgetryCoreSpotlight", "UniformTypeIdentifiers"], path: "Sources/Facades/CoreSpotlight"),
        // WatchKit's WKInterfaceDevice (a 45 mm watch, battery not monitored, no haptics).
        .target(name: "WidgetryWatchKit"),
        .target(name: "WatchKit", dependencies: ["WidgetryWatchKit"], path: "Sources/Facades/WatchKit"),
        // AlarmKit's alarm attributes, presentation and states (iOS 26); the manager has no alarms.
        .target(name: "WidgetryAlarmKit", dependencies: ["WidgetryActivityKit", "WidgetryUI", "WidgetryFoundation"]),
        .target(name: "AlarmKit", dependencies: ["WidgetryAlarmKit"], path: "Sources/Facades/AlarmKit"),
        // GameplayKit's random sources and distributions (seeded sources repeat per seed).
        .target(name: "WidgetryGameplayKit"),
        .target(name: "GameplayKit", dependencies: ["WidgetryGameplayKit"], path: "Sources/Facades/GameplayKit"),
        // MapKit: snapshots (a placeholder image of the requested size), regions, map points, items, search (fails offline).
        .target(name: "WidgetryMapKit", dependencies: ["WidgetryCoreLocation", "WidgetryUIKit", "WidgetryUI", "WidgetryGraphics", "WidgetryFoundation"]),
        .target(name: "MapKit", dependencies: ["WidgetryMapKit", "CoreLocation", "UIKit"], path: "Sources/Facades/MapKit"),
        // Core Bluetooth: managers report `.unsupported`; nothing is found or connected.
        .target(name: "CoreBluetooth", dependencies: ["WidgetryFoundation"], path: "Sources/Facades/CoreBluetooth"),
        // Photos: no library (authorization answered `.denied`, empty fetches, image requests answer nil).
        .target(name: "WidgetryPhotos", dependencies: ["WidgetryUIKit", "WidgetryCoreLocation", "WidgetryFoundation"]),
        .target(name: "Photos", dependencies: ["WidgetryPhotos"], path: "Sources/Facades/Photos"),
        // BackgroundTasks: registrations kept, `submit` throws `.unavailable`.
        .target(name: "BackgroundTasks", dependencies: ["WidgetryFoundation"], path: "Sources/Facades/BackgroundTasks"),
        // MediaPlayer: now playing info and remote command handlers kept; nothing plays.
        .target(name: "WidgetryMediaPlayer", dependencies: ["WidgetryUIKit", "WidgetryFoundation"]),
        .target(name: "MediaPlayer", dependencies: ["WidgetryMediaPlayer"], path: "Sources/Facades/MediaPlayer"),
        // simd's functions on the standard library's SIMD types; Accelerate's vDSP computed with loops (and simd).
        .target(name: "WidgetrySIMD"),
        .target(name: "simd", dependencies: ["WidgetrySIMD"], path: "Sources/Facades/simd"),
        .target(name: "WidgetryAccelerate"),
        .target(name: "Accelerate", dependencies: ["WidgetryAccelerate", "WidgetrySIMD"], path: "Sources/Facades/Accelerate"),
        // CommonCrypto's digests, HMAC and AES `CCCrypt`, computed with swift-crypto (`import CommonCrypto` is mapped here).
        .target(name: "WidgetryCommonCrypto", dependencies: [.product(name: "Crypto", package: "swift-crypto"),
                                                             .product(name: "_CryptoExtras", package: "swift-crypto")]),
        // Declarations only: system sounds (nothing plays), reachability (offline), VPN managers (none installed),
        // Screen Time's settings and authorization (kept, not enforced), the Lock Screen camera extension.
        .target(name: "AudioToolbox", dependencies: ["WidgetryFoundation"], path: "Sources/Facades/AudioToolbox"),
        .target(name: "SystemConfiguration", path: "Sources/Facades/SystemConfiguration"),
        .target(name: "NetworkExtension", dependencies: ["WidgetryFoundation"], path: "Sources/Facades/NetworkExtension"),
        .target(name: "ManagedSettings", dependencies: ["WidgetryFoundation"], path: "Sources/Facades/ManagedSettings"),
        .target(name: "FamilyControls", dependencies: ["ManagedSettings", "WidgetryUI", "WidgetryFoundation"], path: "Sources/Facades/FamilyControls"),
        .target(name: "LockedCameraCapture", dependencies: ["AppIntents"], path: "Sources/Facades/LockedCameraCapture"),
        // App screens' UIKit controllers shared with a widget: a web view (loads nothing), Safari and mail composers (never shown).
        .target(name: "WebKit", dependencies: ["UIKit", "WidgetryFoundation"], path: "Sources/Facades/WebKit"),
        // NotificationCenter: the Today widget framework's types, with UIKit as its headers bring it.
        .target(name: "NotificationCenter", dependencies: ["UIKit", "WidgetryToday"], path: "Sources/Facades/NotificationCenter"),
        .target(name: "SafariServices", dependencies: ["UIKit"], path: "Sources/Facades/SafariServices"),
        .target(name: "MessageUI", dependencies: ["UIKit"], path: "Sources/Facades/MessageUI"),
        // Face ID / passcode checks: nothing can be evaluated (`biometryNotAvailable`, `passcodeNotSet`).
        .target(name: "LocalAuthentication", path: "Sources/Facades/LocalAuthentication"),
        // The `kUTType…` constants and `UTType…` functions (CoreServices; MobileCoreServices is its iOS 13 name).
        .target(name: "CoreServices", dependencies: ["UniformTypeIdentifiers", "WidgetryFoundation"], path: "Sources/Facades/CoreServices"),
        .target(name: "MobileCoreServices", dependencies: ["CoreServices"], path: "Sources/Facades/MobileCoreServices"),
        // Photo pickers (never shown; `PhotosPicker` draws its label), Core Animation's clock and layers (never drawn),
        // haptics (the hardware reports no support).
        .target(name: "PhotosUI", dependencies: ["Photos", "SwiftUI", "UIKit"], path: "Sources/Facades/PhotosUI"),
        .target(name: "QuartzCore", dependencies: ["WidgetryUIKit", "WidgetryFoundation"], path: "Sources/Facades/QuartzCore"),
        .target(name: "CoreHaptics", path: "Sources/Facades/CoreHaptics"),
        // QuickLookThumbnailing: every thumbnail request fails with `.generationFailed` (no thumbnail extensions on Linux).
        .target(name: "QuickLookThumbnailing", dependencies: ["WidgetryFoundation", "WidgetryUIKit"], path: "Sources/Facades/QuickLookThumbnailing"),
        // NaturalLanguage: tokens, token types and scripts computed; what needs Apple's models answers as without them.
        .target(name: "NaturalLanguage", dependencies: ["WidgetryFoundation"], path: "Sources/Facades/NaturalLanguage"),
        // Accessibility: custom content and audio graphs, the types SwiftUI's accessibility modifiers take.
        .target(name: "Accessibility", dependencies: ["WidgetryUI"], path: "Sources/Facades/Accessibility"),
        // Motion sensors (none: queries fail as on a device without them); video views (black, nothing plays).
        .target(name: "CoreMotion", dependencies: ["WidgetryFoundation"], path: "Sources/Facades/CoreMotion"),
        .target(name: "AVKit", dependencies: ["AVFoundation", "SwiftUI", "UIKit"], path: "Sources/Facades/AVKit"),
        .target(name: "AVFAudio", dependencies: ["WidgetryAVFoundation"], path: "Sources/Facades/AVFAudio"),
        // `CGImageSource` and `CGImageDestination`: image files read (thumbnails) and written through the UIKit facade's images.
        .target(name: "ImageIO", dependencies: ["WidgetryFoundation", "WidgetryUIKit", "WidgetryCoreImage"], path: "Sources/Facades/ImageIO"),
        .target(name: "CoreText", dependencies: ["WidgetryFoundation", "WidgetryGraphics"], path: "Sources/Facades/CoreText"),
        .target(name: "Combine", dependencies: [.product(name: "OpenCombine", package: "OpenCombine"),
                                                .product(name: "OpenCombineFoundation", package: "OpenCombine"), "WidgetryCombineSchedulers",
                                                "WidgetryFoundation"],
                path: "Sources/Facades/Combine"),
        // `DispatchQueue` as a Combine scheduler (`.receive(on: DispatchQueue.main)`), declared whatever the build order.
        .target(name: "WidgetryCombineSchedulers", dependencies: [.product(name: "OpenCombine", package: "OpenCombine")]),
        // Today widgets (iOS 10+ display modes): the host's rules, diagnostics, adaptive heights.
        .target(name: "WidgetryToday", dependencies: ["WidgetryFindings", "WidgetryUI", "WidgetryReference"]),
        // Self-sizing lists and grids: estimated then measured cells, O(log n) offsets.
        .target(name: "WidgetryLists", dependencies: ["WidgetryUI", "WidgetryReference"]),
        // The one cell pipeline every front end calls, laid out by step: `Cell/` (what a cell is), `Drawing/`
        // (a laid-out cell as its presentation context shows it), `Checks/` (the list of checks), `Taps/`.
        .target(name: "WidgetryPipeline", dependencies: ["WidgetryFindings", "WidgetryKit", "WidgetryToday", "WidgetryUI", "WidgetryGraphics", "WidgetryReference",
                                                        "WidgetryLocalization", "WidgetryFoundation"]),
        // The device × family × text size matrix, reports and the gallery.
        .target(name: "WidgetryCheck", dependencies: ["WidgetryPipeline", "WidgetryFindings", "WidgetryKit", "WidgetryUI", "WidgetryGraphics", "WidgetryReference"]),
        // The live preview server behind `widgetry serve` (Hummingbird).
        .target(name: "WidgetryServer", dependencies: [
            "WidgetryCheck", "WidgetryPipeline", "WidgetryFindings", "WidgetryKit", "WidgetryUI", "WidgetryGraphics", "WidgetryReference", "WidgetryLocalization",
            .product(name: "Hummingbird", package: "hummingbird"),
            .product(name: "Logging", package: "swift-log"),
        ]),
        // The command-line interface, shared by `widgetry` and by a user's `@main` widget. No server inside.
        .target(name: "WidgetryCLI", dependencies: [
            "WidgetryCheck", "WidgetryFoundation", "WidgetryPipeline", "WidgetryFindings", "WidgetryKit", "WidgetryToday", "WidgetryUI", "WidgetryGraphics", "WidgetryReference", "WidgetryLocalization",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        // `widgetry serve`: the server as a command, for executables that want it.
        .target(name: "WidgetryServeCommand", dependencies: [
            "WidgetryCLI", "WidgetryServer",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
            .product(name: "Logging", package: "swift-log"),
        ]),
        // Assertions for XCTest and Swift Testing: no diagnostics across a matrix slice; PNG snapshots.
        .target(name: "WidgetryTesting", dependencies: ["WidgetryCheck", "WidgetryPipeline", "WidgetryFindings", "WidgetryKit", "WidgetryUI", "WidgetryGraphics", "WidgetryReference"]),
        // `widgetry mcp`: list, render, check, lay out and compare cells as MCP tools over standard input/output.
        // CryptoKit: the SDK uses `import CryptoKit` wherever one can be imported, and this build has the facade;
        // depending on it links swift-crypto, whichever order the two compile in.
        .target(name: "WidgetryMCP", dependencies: [
            "WidgetryCLI", "CryptoKit", "WidgetryCheck", "WidgetryPipeline", "WidgetryFindings", "WidgetryKit", "WidgetryUI", "WidgetryGraphics", "WidgetryReference",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
            .product(name: "MCP", package: "swift-sdk"),
            .product(name: "SystemPackage", package: "swift-system"),
        ]),
        // What `import Widgetry` brings in.
        .target(name: "Widgetry", dependencies: ["WidgetryFindings", "WidgetryUI", "WidgetryKit", "WidgetryReference", "WidgetryToday", "WidgetryLists",
                                                "WidgetryFoundation", "WidgetryAppIntents", "WidgetrySiriKit", "WidgetryActivityKit", "WidgetryUIKit"]),
        // The sample widgets: public API only.
        .target(name: "WidgetrySamples", dependencies: ["Widgetry", "WidgetryCheck", "WidgetryCharts"], resources: [.copy("Assets"), .copy("Localized")]),
        // An Xcode project read as data: targets, their Swift files (synchronized folders and file references),
        // compilation conditions, asset catalogs, fonts and strings. Foundation only.
        .target(name: "WidgetryXcode"),
        // String Catalogs, .strings/.stringsdict, Apple's fallback order, CLDR plural rules, pseudo-locales. Foundation only.
        .target(name: "WidgetryLocalization"),
        // The front door: a widget extension's files (from a project or folders) copied into a generated
        // package that builds them as iOS would, then the command run on the result.
        .target(name: "WidgetryFrontDoor", dependencies: [
            "WidgetryXcode",
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftParser", package: "swift-syntax"),
            .product(name: "SwiftIfConfig", package: "swift-syntax"),
        ]),
        .executableTarget(name: "widgetry", dependencies: ["WidgetryCLI", "WidgetryServeCommand", "WidgetrySamples", "WidgetryFrontDoor", "WidgetryMCP",
                                                   .product(name: "ArgumentParser", package: "swift-argument-parser")]),
        .executableTarget(name: "WidgetryBenchmarks",
                          dependencies: ["WidgetryGraphics", "WidgetryUI", "WidgetryKit", "WidgetryCheck", "WidgetryPipeline", "WidgetryLists", "WidgetrySamples", "CPangoCairo"],
                          path: "Benchmarks"),
        // Test-only: healthy widgets beside hostile ones (never-returning body, recursion, fatalError, silent and sleeping providers, unbounded allocation).
        .executableTarget(name: "WidgetryHostileWidgets", dependencies: ["Widgetry", "WidgetryCLI"], path: "Tests/HostileWidgets"),

        .testTarget(name: "WidgetryReferenceTests", dependencies: ["WidgetryReference"]),
        .testTarget(name: "WidgetryGraphicsTests", dependencies: ["WidgetryGraphics", "WidgetryFindings", "CGdkPixbuf"]),
        .testTarget(name: "WidgetryKitTests", dependencies: ["WidgetryKit", "WidgetryFindings", "WidgetryUI", "WidgetryReference", "WidgetryGraphics", "WidgetryPipeline"]),
        .testTarget(name: "WidgetryCheckTests", dependencies: ["WidgetryCheck", "WidgetryPipeline", "WidgetryFindings", "WidgetrySamples", "WidgetryKit", "WidgetryUI", "WidgetryReference"]),
        .testTarget(name: "WidgetryPipelineTests", dependencies: ["WidgetryPipeline", "WidgetryFindings", "WidgetryKit", "WidgetryUI", "WidgetryReference", "WidgetryGraphics",
                                                                "WidgetryLocalization", "WidgetryFoundation"]),
        .testTarget(name: "WidgetryTodayTests", dependencies: ["WidgetryToday", "WidgetryFindings", "WidgetryPipeline", "WidgetryUI", "WidgetryReference"]),
        .testTarget(name: "WidgetryListsTests", dependencies: ["WidgetryLists", "WidgetryUI", "WidgetryReference"]),
        .testTarget(name: "WidgetrySamplesTests", dependencies: ["WidgetrySamples", "Widgetry", "WidgetryCheck", "WidgetryPipeline"]),
        .testTarget(name: "WidgetryCLITests", dependencies: ["WidgetryCLI", "WidgetryCheck", "WidgetryFindings", "WidgetrySamples", "WidgetryGraphics",
                                                             .product(name: "ArgumentParser", package: "swift-argument-parser")]),
        .testTarget(name: "WidgetryServerTests", dependencies: [
            "WidgetryServer", "WidgetryServeCommand", "WidgetryPipeline", "WidgetryCheck", "WidgetryTesting", "WidgetrySamples", .product(name: "HummingbirdTesting", package: "hummingbird"),
        ]),
        .testTarget(name: "WidgetryTestingTests", dependencies: ["WidgetryTesting", "WidgetryPipeline", "Widgetry"]),
        .testTarget(name: "WidgetryFoundationTests", dependencies: ["WidgetryFoundation"]),
        .testTarget(name: "WidgetryAppIntentsTests", dependencies: ["WidgetryAppIntents", "WidgetrySiriKit", "WidgetryActivityKit", "WidgetryPipeline", "WidgetryKit", "WidgetryUI", "WidgetryFindings", "WidgetryReference"]),
        .testTarget(name: "WidgetryUIKitTests", dependencies: ["WidgetryUIKit", "WidgetryPipeline", "WidgetryKit", "WidgetryUI", "WidgetryFindings", "WidgetryGraphics", "WidgetryReference"]),
        .testTarget(name: "WidgetryMacrosTests", dependencies: [
            "WidgetryMacroExpansions", "WidgetryMacros", "WidgetryKit", "WidgetryDiscovery",
            .product(name: "SwiftSyntaxMacrosTestSupport", package: "swift-syntax"),
        ]),
        // Code written exactly as for iOS, with Apple's imports, compiled in Swift 5 mode.
        .testTarget(name: "FacadeTests", dependencies: ["SwiftUI", "WidgetKit", "AppIntents", "UIKit", "_Testing_UIKit", "Intents", "ActivityKit", "Combine", "WidgetryOSLog",
                                                     "CoreLocation", "EventKit", "TipKit", "CryptoKit", "UserNotifications", "UniformTypeIdentifiers",
                                                     "SwiftData", "CoreData", "HealthKit", "WidgetrySecurity", "WidgetryNetwork", "AVFoundation",
                                                     "WidgetryPipeline", "WidgetryFoundation", "Charts",
                                                     "CloudKit", "WatchConnectivity", "StoreKit", "WeatherKit", "CoreImage", "_Testing_CoreImage", "DeviceActivity", "AuthenticationServices",
                                                     "CoreSpotlight", "WatchKit", "AlarmKit", "GameplayKit",
                                                     "MapKit", "CoreBluetooth", "Photos", "BackgroundTasks", "MediaPlayer", "simd", "Accelerate", "WidgetryCommonCrypto",
                                                     "AudioToolbox", "SystemConfiguration", "NetworkExtension", "ManagedSettings", "FamilyControls", "LockedCameraCapture",
                                                     "WebKit", "SafariServices", "MessageUI", "LocalAuthentication", "CoreServices", "MobileCoreServices", "NotificationCenter",
                                                     "PhotosUI", "QuartzCore", "CoreHaptics", "CoreMotion", "AVKit", "AVFAudio", "ImageIO", "CoreTransferable", "Contacts", "CoreText", "CoreMedia",
                                                     "QuickLookThumbnailing", "NaturalLanguage", "IntentsUI", "Accessibility"],
                    swiftSettings: [.swiftLanguageMode(.v5)]),
        // What `import SwiftUI` (and `import SwiftUICore`) alone bring, file by file, as on iOS.
        .testTarget(name: "SwiftUIBoundaryTests", dependencies: ["SwiftUI", "SwiftUICore"]),
        // The same facades in Swift 6 language mode (the package default), strict concurrency on.
        .testTarget(name: "FacadeSwift6Tests", dependencies: ["SwiftUI", "WidgetKit", "AppIntents", "WidgetryPipeline"]),
        .testTarget(name: "WidgetryXcodeTests", dependencies: ["WidgetryXcode"], resources: [.copy("Fixtures")]),
        .testTarget(name: "WidgetryLocalizationTests", dependencies: ["WidgetryLocalization"], resources: [.copy("Fixtures")]),
        .testTarget(name: "WidgetryFrontDoorTests", dependencies: ["WidgetryFrontDoor", "WidgetryXcode",
                                                                  .product(name: "SwiftParser", package: "swift-syntax")]),
        .testTarget(name: "WidgetryChartsTests", dependencies: ["WidgetryCharts", "WidgetryUI", "WidgetryFindings", "WidgetryGraphics"]),
        // A scripted MCP client against `widgetry mcp` (in-memory transport and the real executable).
        .testTarget(name: "WidgetryMCPTests", dependencies: ["WidgetryMCP", "WidgetrySamples", "WidgetryCLI", "WidgetryGraphics", .product(name: "MCP", package: "swift-sdk")]),
        .testTarget(name: "WidgetryUITests", dependencies: ["WidgetryUI", "WidgetryFindings", "WidgetryGraphics", "WidgetryReference"]),
    ],
    swiftLanguageModes: [.v6]
)

// The libFuzzer targets whose readers need the package's build (docs/robustness.md, "Fuzzing"): in the manifest only
// when WIDGETRY_FUZZ is set, so `make test` never builds them; scripts/fuzz.sh builds them in .build-fuzz with
// `-sanitize=fuzzer,address`. The readers that compile on their own are built there with `swiftc`.
if ProcessInfo.processInfo.environment["WIDGETRY_FUZZ"] != nil {
    package.targets += [
        // The folder inputs are written into (the `swiftc`-built targets compile the same file).
        .target(name: "FuzzSupport", path: "Fuzz/Support"),
        .executableTarget(name: "fuzz-assetcatalog", dependencies: ["FuzzSupport", "WidgetryUI"], path: "Fuzz/Package/AssetCatalog"),
        .executableTarget(name: "fuzz-fixtures", dependencies: ["FuzzSupport", "WidgetryFoundation"], path: "Fuzz/Package/Fixtures"),
        .executableTarget(name: "fuzz-reports", dependencies: ["FuzzSupport", "WidgetryCheck"], path: "Fuzz/Package/Reports"),
        .executableTarget(name: "fuzz-rewriter", dependencies: ["FuzzSupport", "WidgetryFrontDoor"], path: "Fuzz/Package/Rewriter"),
    ]
}

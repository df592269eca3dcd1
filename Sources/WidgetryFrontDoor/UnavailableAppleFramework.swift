import Foundation

/// The iOS SDK's frameworks Widgetry has no stand-in for, each with what it needs that a check on another machine
/// does not have. An import of one is refused with that reason and the smallest change that lets the rest of the
/// widget be checked (``FrontDoorError/unknownImports(_:searched:)``): the framework under `#if canImport(…)`,
/// which is true on a device (the app is unchanged) and false here.
///
/// The names are Apple's module names from the framework index of Apple's documentation
/// (https://developer.apple.com/documentation/technologies). A framework that gains a facade
/// (`GeneratedPackagePlanner.facadeProducts`, `.importReplacements`) leaves this list by itself: ``reason(for:)``
/// answers only for modules the planner does not supply.
enum UnavailableAppleFramework {
    /// Why each framework cannot work here, as "needs …" completes it.
    static let needs: [String: String] = [
        "ARKit": "the device's camera and motion sensors (augmented reality)",
        "RealityKit": "the GPU and, for augmented reality, the camera",
        "SceneKit": "the GPU (3D scenes are drawn with Metal)",
        "SpriteKit": "the GPU (2D scenes are drawn with Metal)",
        "Metal": "an Apple GPU", "MetalKit": "an Apple GPU", "MetalPerformanceShaders": "an Apple GPU", "MetalFX": "an Apple GPU",
        "GLKit": "OpenGL ES on an Apple GPU", "OpenGLES": "OpenGL ES on an Apple GPU",
        "GameKit": "Game Center: an Apple Account and Apple's servers",
        "GameController": "game controllers connected to the device",
        "CoreML": "Apple's Core ML runtime and compiled models",
        "Vision": "Apple's image-analysis models", "VisionKit": "Apple's image-analysis models and camera",
        "Speech": "Apple's speech recognizer",
        "SoundAnalysis": "Apple's sound classifiers",
        "CoreNFC": "the device's NFC reader",
        "WorkoutKit": "the Workout app and a paired Apple Watch",
        "CryptoTokenKit": "smart cards and security tokens connected to the device",
        "CarPlay": "a car's display",
        "CallKit": "the phone's call system", "PushKit": "VoIP pushes from Apple's push service",
        "HomeKit": "the user's home: its accessories and home hubs",
        "PassKit": "Wallet and Apple Pay",
"ContactsUI": "the user's contacts and an app's view controllers",
        "EventKitUI": "an app's view controllers", "HealthKitUI": "an app's view controllers",
        "CoreTelephony": "the cellular radio",
        "ExternalAccessory": "accessories connected to the device",
        "NearbyInteraction": "the device's Ultra Wideband chip",
        "MultipeerConnectivity": "nearby devices over peer-to-peer Wi-Fi and Bluetooth",
        "DeviceCheck": "Apple's device attestation servers",
        "AdSupport": "the device's advertising identifier", "AppTrackingTransparency": "the system's tracking permission",
        "ReplayKit": "the device's screen recorder",
        "PencilKit": "Apple Pencil drawing in an app's canvas",
        "QuickLook": "Apple's document previewers",
        "LinkPresentation": "fetching and drawing link previews with Apple's renderer",
        "MusicKit": "Apple Music and the user's library",
        "ShazamKit": "Shazam's catalogue",
        "CoreMIDI": "MIDI devices", "CoreAudio": "the device's audio hardware", "CoreAudioKit": "the device's audio hardware",
        "CoreVideo": "Apple's video buffers", "VideoToolbox": "Apple's hardware video codecs",
        "FileProvider": "the Files app's providers",
        "SharedWithYou": "links shared in Messages",
        "ClassKit": "Apple's Schoolwork app",
        "MetricKit": "the system's daily performance and diagnostic reports",
        "PDFKit": "Apple's PDF renderer and its views",
        "MachO": "Mach-O binaries and Darwin's dynamic loader (Linux's are ELF)",
        "ObjectiveC": "the Objective-C runtime (Swift on Linux has none: `@objc` attributes are removed on the copy, the rest must be guarded)",
    ]

    /// What `module` needs that a check here does not have, if it is an Apple framework Widgetry does not supply.
    static func reason(for module: String) -> String? {
        guard !GeneratedPackagePlanner.facadeProducts.contains(module), GeneratedPackagePlanner.importReplacements[module] == nil else { return nil }
        return needs[module]
    }
}

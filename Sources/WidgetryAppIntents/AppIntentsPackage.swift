/// Names the App Intents packages a target's intents come from, as App Intents' `AppIntentsPackage` (iOS 16). On iOS
/// the build reads the conformances to find intents and entities declared in other modules; a check finds them
/// from the widget's own types, so the package list is kept for code that reads it and changes nothing drawn.
public protocol AppIntentsPackage {
    /// The packages this one includes: none unless the package says.
    static var includedPackages: [any AppIntentsPackage.Type] { get }
}

extension AppIntentsPackage {
    /// No included packages.
    public static var includedPackages: [any AppIntentsPackage.Type] { [] }
}

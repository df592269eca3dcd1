import Foundation

#if !canImport(Darwin)
// The Info.plist keys Core Foundation names, as app-info helpers read them (`kCFBundleVersionKey as String`): iOS's
// Foundation brings Core Foundation's constants, Linux's does not re-export them. Their values are the keys themselves
// (CFBundle.h).

/// `"CFBundleVersion"`: the build number.
public var kCFBundleVersionKey: CFString { "CFBundleVersion" }
/// `"CFBundleName"`: the bundle's short name.
public var kCFBundleNameKey: CFString { "CFBundleName" }
/// `"CFBundleIdentifier"`: the bundle identifier.
public var kCFBundleIdentifierKey: CFString { "CFBundleIdentifier" }
/// `"CFBundleExecutable"`: the executable's name.
public var kCFBundleExecutableKey: CFString { "CFBundleExecutable" }
/// `"CFBundleInfoDictionaryVersion"`: the Info.plist format's version.
public var kCFBundleInfoDictionaryVersionKey: CFString { "CFBundleInfoDictionaryVersion" }
/// `"CFBundleDevelopmentRegion"`: the bundle's default language.
public var kCFBundleDevelopmentRegionKey: CFString { "CFBundleDevelopmentRegion" }
#endif

// `import OSLog` (and `import os`) bring Foundation on iOS: a logger file that imports only OSLog names
// `Bundle.main.bundleIdentifier` for its subsystem.
@_exported import Foundation

// `import MobileCoreServices`: iOS's name for the type constants and functions before iOS 14; the same as
// `CoreServices` here. See docs/compatibility.md.
@_exported import CoreServices

// `import CoreServices` (and `import MobileCoreServices`, the iOS name before iOS 14): the `kUTType…`
// constants and `UTType…` functions older code names file types with, answered from UniformTypeIdentifiers'
// table (https://developer.apple.com/documentation/mobilecoreservices/uttype). See docs/compatibility.md.
@_exported import Foundation
@_exported import UniformTypeIdentifiers
import WidgetryFoundation

nonisolated(unsafe) public let kUTTypeItem: CFString = "public.item"
nonisolated(unsafe) public let kUTTypeContent: CFString = "public.content"
nonisolated(unsafe) public let kUTTypeData: CFString = "public.data"
nonisolated(unsafe) public let kUTTypeText: CFString = "public.text"
nonisolated(unsafe) public let kUTTypePlainText: CFString = "public.plain-text"
nonisolated(unsafe) public let kUTTypeUTF8PlainText: CFString = "public.utf8-plain-text"
nonisolated(unsafe) public let kUTTypeRTF: CFString = "public.rtf"
nonisolated(unsafe) public let kUTTypeHTML: CFString = "public.html"
nonisolated(unsafe) public let kUTTypeJSON: CFString = "public.json"
nonisolated(unsafe) public let kUTTypeURL: CFString = "public.url"
nonisolated(unsafe) public let kUTTypeFileURL: CFString = "public.file-url"
nonisolated(unsafe) public let kUTTypeImage: CFString = "public.image"
nonisolated(unsafe) public let kUTTypeJPEG: CFString = "public.jpeg"
nonisolated(unsafe) public let kUTTypePNG: CFString = "public.png"
nonisolated(unsafe) public let kUTTypeGIF: CFString = "com.compuserve.gif"
nonisolated(unsafe) public let kUTTypePDF: CFString = "com.adobe.pdf"
nonisolated(unsafe) public let kUTTypeMovie: CFString = "public.movie"
nonisolated(unsafe) public let kUTTypeVideo: CFString = "public.video"
nonisolated(unsafe) public let kUTTypeAudio: CFString = "public.audio"
nonisolated(unsafe) public let kUTTypeMP3: CFString = "public.mp3"
nonisolated(unsafe) public let kUTTypeZipArchive: CFString = "public.zip-archive"
nonisolated(unsafe) public let kUTTypeVCard: CFString = "public.vcard"
nonisolated(unsafe) public let kUTTypePropertyList: CFString = "com.apple.property-list"
/// The tag class of filename extensions.
nonisolated(unsafe) public let kUTTagClassFilenameExtension: CFString = "public.filename-extension"
/// The tag class of MIME types.
nonisolated(unsafe) public let kUTTagClassMIMEType: CFString = "public.mime-type"

/// The system types' parents (Apple's declared conformances for the types above; "UTTypeConformsTo"
/// walks them), https://developer.apple.com/documentation/uniformtypeidentifiers/system-declared-uniform-type-identifiers.
private let parents: [String: [String]] = [
    "public.content": ["public.item"], "public.data": ["public.item"],
    "public.text": ["public.data", "public.content"], "public.plain-text": ["public.text"], "public.utf8-plain-text": ["public.plain-text"],
    "public.rtf": ["public.text"], "public.html": ["public.text"], "public.json": ["public.text"],
    "public.url": ["public.data"], "public.file-url": ["public.url"],
    "public.image": ["public.data", "public.content"], "public.jpeg": ["public.image"], "public.png": ["public.image"],
    "com.compuserve.gif": ["public.image"], "public.heic": ["public.image"],
    "com.adobe.pdf": ["public.data", "public.composite-content"], "public.composite-content": ["public.content"],
    "public.audiovisual-content": ["public.data", "public.content"], "public.movie": ["public.audiovisual-content"],
    "public.video": ["public.movie"], "public.audio": ["public.audiovisual-content"], "public.mp3": ["public.audio"],
    "public.zip-archive": ["public.data"], "public.vcard": ["public.text"], "com.apple.property-list": ["public.data"],
]

/// Whether `inUTI` is or conforms to `inConformsToUTI`, by the system types' declared conformances.
public func UTTypeConformsTo(_ inUTI: CFString, _ inConformsToUTI: CFString) -> Bool {
    var pending = [inUTI as String], seen: Set<String> = []
    while let identifier = pending.popLast() {
        if identifier == inConformsToUTI as String { return true }
        if seen.insert(identifier).inserted { pending += parents[identifier] ?? [] }
    }
    return false
}

/// Whether `inUTI` is `inUTI2`.
public func UTTypeEqual(_ inUTI1: CFString, _ inUTI2: CFString) -> Bool { inUTI1 == inUTI2 }

/// The type identifier for a filename extension or MIME type (`nil` when the table has none).
public func UTTypeCreatePreferredIdentifierForTag(_ inTagClass: CFString, _ inTag: CFString, _ inConformingToUTI: CFString?) -> Unmanaged<CFString>? {
    let tag = inTag as String
    let type = inTagClass == kUTTagClassMIMEType ? UTType(mimeType: tag) : UTType(filenameExtension: tag)
    guard let identifier = type?.identifier else { return nil }
    return Unmanaged.passRetained(identifier as NSString)
}

/// A type's preferred filename extension or MIME type (`nil` when the table has none).
public func UTTypeCopyPreferredTagWithClass(_ inUTI: CFString, _ inTagClass: CFString) -> Unmanaged<CFString>? {
    guard let type = UTType(inUTI as String) else { return nil }
    let tag = inTagClass == kUTTagClassMIMEType ? type.preferredMIMEType : type.preferredFilenameExtension
    return tag.map { Unmanaged.passRetained($0 as NSString) }
}

import Foundation
import WidgetryCoreLocation

/// The kind of an asset, as `PHAssetMediaType`.
public enum PHAssetMediaType: Int, Sendable { case unknown = 0, image, video, audio }

/// What an asset is beyond its type, as `PHAssetMediaSubtype`.
public struct PHAssetMediaSubtype: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let photoPanorama = Self(rawValue: 1 << 0)
    public static let photoHDR = Self(rawValue: 1 << 1)
    public static let photoScreenshot = Self(rawValue: 1 << 2)
    public static let photoLive = Self(rawValue: 1 << 3)
    public static let photoDepthEffect = Self(rawValue: 1 << 4)
}

/// What Photos objects share, as `PHObject`.
open class PHObject: NSObject, @unchecked Sendable {
    /// The object's identifier in the library.
    public let localIdentifier: String
    init(localIdentifier: String) { self.localIdentifier = localIdentifier }
}

/// A photo or video in the library, as `PHAsset`. The library is empty here, so no asset is ever fetched;
/// the type exists for the code that reads one.
open class PHAsset: PHObject, @unchecked Sendable {
    /// Its kind.
    open var mediaType: PHAssetMediaType = .image
    /// Its subtypes.
    open var mediaSubtypes: PHAssetMediaSubtype = []
    /// Its width in pixels.
    open var pixelWidth = 0
    /// Its height in pixels.
    open var pixelHeight = 0
    /// When it was taken.
    open var creationDate: Date?
    /// When it was last changed.
    open var modificationDate: Date?
    /// Where it was taken.
    open var location: CLLocation?
    /// A video's length in seconds.
    open var duration: TimeInterval = 0
    /// Whether the user marked it a favourite.
    open var isFavorite = false
    /// Whether it is hidden.
    open var isHidden = false

    /// The assets of `mediaType`: none (no library here).
    open class func fetchAssets(with mediaType: PHAssetMediaType, options: PHFetchOptions?) -> PHFetchResult<PHAsset> { PHFetchResult() }
    /// Every asset: none.
    open class func fetchAssets(with options: PHFetchOptions?) -> PHFetchResult<PHAsset> { PHFetchResult() }
    /// The assets with these identifiers: none.
    open class func fetchAssets(withLocalIdentifiers identifiers: [String], options: PHFetchOptions?) -> PHFetchResult<PHAsset> { PHFetchResult() }
    /// The assets of a collection: none.
    open class func fetchAssets(in assetCollection: PHAssetCollection, options: PHFetchOptions?) -> PHFetchResult<PHAsset> { PHFetchResult() }
}

/// An album or smart album, as `PHAssetCollection`.
open class PHAssetCollection: PHObject, @unchecked Sendable {
    /// Its title.
    open var localizedTitle: String?
    /// Its kind.
    open var assetCollectionType: PHAssetCollectionType = .album
    /// The collections of `type`: none.
    open class func fetchAssetCollections(with type: PHAssetCollectionType, subtype: PHAssetCollectionSubtype,
                                          options: PHFetchOptions?) -> PHFetchResult<PHAssetCollection> { PHFetchResult() }
    /// The collections with these identifiers: none.
    open class func fetchAssetCollections(withLocalIdentifiers identifiers: [String], options: PHFetchOptions?) -> PHFetchResult<PHAssetCollection> {
        PHFetchResult()
    }
}

/// A collection's kind, as `PHAssetCollectionType`.
public enum PHAssetCollectionType: Int, Sendable { case album = 1, smartAlbum, moment }

/// A collection's subkind, as `PHAssetCollectionSubtype`.
public enum PHAssetCollectionSubtype: Int, Sendable {
    case albumRegular = 2, albumSyncedEvent = 3, albumSyncedFaces = 4, albumSyncedAlbum = 5, albumImported = 6
    case albumMyPhotoStream = 100, albumCloudShared = 101
    case smartAlbumGeneric = 200, smartAlbumPanoramas = 201, smartAlbumVideos = 202, smartAlbumFavorites = 203, smartAlbumTimelapses = 204,
         smartAlbumAllHidden = 205, smartAlbumRecentlyAdded = 206, smartAlbumBursts = 207, smartAlbumSlomoVideos = 208,
         smartAlbumUserLibrary = 209, smartAlbumSelfPortraits = 210, smartAlbumScreenshots = 211
    case any = 9_223_372_036_854_775_807
}

/// How a fetch filters and sorts, as `PHFetchOptions`.
open class PHFetchOptions: NSObject, @unchecked Sendable {
    /// Which objects are wanted.
    open var predicate: NSPredicate?
    /// Their order.
    open var sortDescriptors: [NSSortDescriptor]?
    /// At most this many (0: no limit).
    open var fetchLimit = 0
    /// Whether hidden assets are included.
    open var includeHiddenAssets = false
    public override init() { super.init() }
}

/// The objects a fetch found, as `PHFetchResult`: empty here.
open class PHFetchResult<ObjectType: AnyObject>: NSObject, @unchecked Sendable {
    private let objects: [ObjectType]
    /// An empty result (fetches make them).
    public override init() { objects = [] }
    /// How many objects.
    open var count: Int { objects.count }
    /// The first object.
    open var firstObject: ObjectType? { objects.first }
    /// The last object.
    open var lastObject: ObjectType? { objects.last }
    /// The object at `index`.
    open func object(at index: Int) -> ObjectType { objects[index] }
    /// The object at `index`.
    open subscript(index: Int) -> ObjectType { objects[index] }
    /// Whether `anObject` is among them.
    open func contains(_ anObject: ObjectType) -> Bool { objects.contains { $0 === anObject } }
    /// The objects at `indexes`.
    open func objects(at indexes: IndexSet) -> [ObjectType] { indexes.map { objects[$0] } }
    /// Calls `block` with each object and its index until it sets the flag.
    open func enumerateObjects(_ block: (ObjectType, Int, UnsafeMutablePointer<ObjCBool>) -> Void) {
        var stop = ObjCBool(false)
        for (index, object) in objects.enumerated() {
            block(object, index, &stop)
            if stop.boolValue { break }
        }
    }
}

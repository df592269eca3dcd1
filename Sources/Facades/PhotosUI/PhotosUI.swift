// `import PhotosUI`: the photo pickers app screens offer (https://developer.apple.com/documentation/photosui).
// A widget presents no picker; in a check the picker is never shown and nothing is picked: `PhotosPicker`
// draws its label (as a button draws its label), items load `nil`. See docs/compatibility.md.
@_exported import Photos
@_exported import SwiftUI
@_exported import UIKit

/// Which assets a picker offers, as `PHPickerFilter`.
public struct PHPickerFilter: Hashable, Sendable {
    let name: String
    public static let images = PHPickerFilter(name: "images")
    public static let videos = PHPickerFilter(name: "videos")
    public static let livePhotos = PHPickerFilter(name: "livePhotos")
    public static let screenshots = PHPickerFilter(name: "screenshots")
    /// Any of these filters.
    public static func any(of subfilters: [PHPickerFilter]) -> PHPickerFilter { PHPickerFilter(name: subfilters.map(\.name).joined(separator: "|")) }
    /// All of these filters.
    public static func all(of subfilters: [PHPickerFilter]) -> PHPickerFilter { PHPickerFilter(name: subfilters.map(\.name).joined(separator: "&")) }
    /// Everything but this filter.
    public static func not(_ filter: PHPickerFilter) -> PHPickerFilter { PHPickerFilter(name: "!" + filter.name) }
}

/// An item the user picked, as `PhotosPickerItem`. None is picked here.
public struct PhotosPickerItem: Hashable, Sendable {
    /// The asset's identifier, when the picker was given the library.
    public let itemIdentifier: String?
    /// An item for an asset identifier (the picker makes them; tests and previews too).
    public init(itemIdentifier: String) { self.itemIdentifier = itemIdentifier }
    /// The item's content as `type` (`Data`, `Image`, a `Transferable` of the app): `nil`, there is no library here.
    public func loadTransferable<T>(type: T.Type) async throws -> T? { nil }
}

/// A SwiftUI photo picker, as `PhotosPicker`: its label is drawn as a button's; tapping it shows nothing.
public struct PhotosPicker<Label: View>: View {
    let label: Label
    /// A picker of one item.
    public init(selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil, preferredItemEncoding: Any? = nil,
                photoLibrary: PHPhotoLibrary = .shared(), @ViewBuilder label: () -> Label) { self.label = label() }
    /// A picker of several items.
    public init(selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil, selectionBehavior: Any? = nil,
                matching filter: PHPickerFilter? = nil, preferredItemEncoding: Any? = nil, photoLibrary: PHPhotoLibrary = .shared(),
                @ViewBuilder label: () -> Label) { self.label = label() }
    public var body: some View { label }
}

extension PhotosPicker where Label == Text {
    /// A picker of one item labelled `titleKey`.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil) {
        label = Text(titleKey)
    }
    /// A picker of several items labelled `titleKey`.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil, matching filter: PHPickerFilter? = nil) {
        label = Text(titleKey)
    }
}

extension View {
    /// Presents a photo picker (never shown here): the view itself.
    public func photosPicker(isPresented: Binding<Bool>, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil) -> some View { self }
    /// Presents a photo picker of several items (never shown here): the view itself.
    public func photosPicker(isPresented: Binding<Bool>, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
                             matching filter: PHPickerFilter? = nil) -> some View { self }
}

/// A UIKit picker's options, as `PHPickerConfiguration`.
public struct PHPickerConfiguration: Sendable {
    /// Which assets are offered.
    public var filter: PHPickerFilter?
    /// How many may be picked (0: any number).
    public var selectionLimit = 1
    /// A picker without library access.
    public init() {}
    /// A picker that reports the library's asset identifiers.
    public init(photoLibrary: PHPhotoLibrary) {}
}

/// A picked item, as `PHPickerResult`.
public struct PHPickerResult: Hashable, Sendable {
    /// The asset's identifier.
    public let assetIdentifier: String?
    /// The picked item's data (nothing is picked in a check, so a result holds what code gave it).
    public let itemProvider: NSItemProvider

    /// A result for `assetIdentifier` whose data `itemProvider` offers.
    public init(assetIdentifier: String?, itemProvider: NSItemProvider = NSItemProvider()) {
        self.assetIdentifier = assetIdentifier
        self.itemProvider = itemProvider
    }
}

/// A view playing a Live Photo, as PhotosUI's `PHLivePhotoView`: shows nothing and plays nothing in a check (Live
/// Photos need Photos' player); the photo and settings are kept.
open class PHLivePhotoView: UIView, @unchecked Sendable {
    /// The Live Photo shown.
    open var livePhoto: PHLivePhoto?
    /// Whether the audio is muted.
    open var isMuted = false
    /// Starts playback in `playbackStyle` (nothing plays).
    open func startPlayback(with playbackStyle: PHLivePhotoViewPlaybackStyle) {}
    /// Stops playback.
    open func stopPlayback() {}
}

/// How a Live Photo plays, as `PHLivePhotoViewPlaybackStyle`.
public enum PHLivePhotoViewPlaybackStyle: Int, Sendable { case undefined = 0, full, hint }

/// What the UIKit picker tells its delegate, as `PHPickerViewControllerDelegate` (never called).
public protocol PHPickerViewControllerDelegate: AnyObject {
    func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult])
}

/// The UIKit photo picker, as `PHPickerViewController` (never shown).
open class PHPickerViewController: UIViewController, @unchecked Sendable {
    /// The options.
    public let configuration: PHPickerConfiguration
    /// Told what was picked.
    open weak var delegate: (any PHPickerViewControllerDelegate)?
    public init(configuration: PHPickerConfiguration) {
        self.configuration = configuration
        super.init(nibName: nil, bundle: nil)
    }
    public required init?(coder: NSCoder) { return nil }
}

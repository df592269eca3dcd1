import Foundation

/// A class whose instances an item provider can hand out as data, as Foundation's `NSItemProviderWriting` (a dragged
/// row's model object: `NSItemProvider(object: item)`). The completion handler is not `@Sendable`, as model code written
/// against the iOS 13 declaration spells it.
public protocol NSItemProviderWriting: AnyObject {
    /// The types every instance can be written as, preferred first.
    static var writableTypeIdentifiersForItemProvider: [String] { get }
    /// The types this instance can be written as; the class's unless the instance says.
    var writableTypeIdentifiersForItemProvider: [String] { get }
    /// Writes the instance as `typeIdentifier` and calls `completionHandler` with the data or an error.
    func loadData(withTypeIdentifier typeIdentifier: String,
                  forItemProviderCompletionHandler completionHandler: @escaping (Data?, (any Error)?) -> Void) -> Progress?
}

extension NSItemProviderWriting {
    /// The class's types.
    public var writableTypeIdentifiersForItemProvider: [String] { Self.writableTypeIdentifiersForItemProvider }
}

/// A class whose instances can be made from an item provider's data, as Foundation's `NSItemProviderReading` (a model
/// object a drop target decodes).
public protocol NSItemProviderReading: AnyObject {
    /// The types an instance can be read from, preferred first.
    static var readableTypeIdentifiersForItemProvider: [String] { get }
    /// An instance read from `data` of `typeIdentifier`.
    static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self
}

/// Who may see a registered representation, as Foundation's `NSItemProviderRepresentationVisibility`.
public enum NSItemProviderRepresentationVisibility: Int, Sendable {
    case all = 0, team = 1, group = 2, ownProcess = 3
}

extension NSItemProvider {
    /// A provider of `object` in each type it writes, as Foundation's `init(object:)`: each type's data is registered
    /// when the object hands it over.
    public convenience init(object: any NSItemProviderWriting) {
        self.init()
        registerObject(object, visibility: .all)
    }

    /// Registers `object`'s data in each type it writes. Data the object hands over later (from another thread) is
    /// registered then, as Foundation loads it lazily.
    public func registerObject(_ object: any NSItemProviderWriting, visibility: NSItemProviderRepresentationVisibility) {
        for type in object.writableTypeIdentifiersForItemProvider {
            _ = object.loadData(withTypeIdentifier: type) { [weak self] data, _ in
                if let data { self?.registerDataRepresentation(forTypeIdentifier: type, data: data) }
            }
        }
    }

    /// Whether an instance of `aClass` can be read from a registered type.
    public func canLoadObject(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
        aClass.readableTypeIdentifiersForItemProvider.contains(where: hasItemConformingToTypeIdentifier)
    }

    /// Reads an instance of `aClass` from the first registered type it reads, calling `completionHandler` off the
    /// caller's thread, as Foundation does; with no such type, Foundation's "cannot load" error.
    @discardableResult
    public func loadObject<T: NSItemProviderReading>(ofClass aClass: T.Type,
                                                     completionHandler: @escaping @Sendable ((any NSItemProviderReading)?, (any Error)?) -> Void) -> Progress {
        let type = aClass.readableTypeIdentifiersForItemProvider.first(where: hasItemConformingToTypeIdentifier)
            ?? aClass.readableTypeIdentifiersForItemProvider.first ?? "public.data"
        return loadDataRepresentation(forTypeIdentifier: type) { data, error in
            guard let data else { return completionHandler(nil, error) }
            do { completionHandler(try aClass.object(withItemProviderData: data, typeIdentifier: type), nil) } catch { completionHandler(nil, error) }
        }
    }
}

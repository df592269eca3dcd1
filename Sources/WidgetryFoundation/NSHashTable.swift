import Foundation

#if !canImport(Darwin)
/// How a collection holds its members, as Foundation's `NSPointerFunctions.Options` (the memory options `NSHashTable`
/// takes). Linux's Foundation has neither type.
public struct NSPointerFunctionsOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Members are retained (the default).
    public static let strongMemory = NSPointerFunctionsOptions([])
    /// Members are held weakly and leave when they are deallocated.
    public static let weakMemory = NSPointerFunctionsOptions(rawValue: 5)
    /// Members are the same when they are the same object.
    public static let objectPointerPersonality = NSPointerFunctionsOptions(rawValue: 2 << 8)
}

/// Foundation's pointer-function types, as far as `NSHashTable` names them.
public enum NSPointerFunctions {
    /// See ``NSPointerFunctionsOptions``.
    public typealias Options = NSPointerFunctionsOptions
}

/// A set of objects that may hold them weakly, as Foundation's `NSHashTable` — the usual home of a multicast delegate's
/// observers (`NSHashTable<LocationDelegate>.weakObjects()`). Members are told apart by identity. Unlike Apple's, the
/// element type is unconstrained, so a class-bound protocol without `@objc` (as the front door leaves Objective-C
/// protocols) can be the element type; each member must still be an object.
open class NSHashTable<ObjectType>: NSObject, @unchecked Sendable {
    /// A member, held weakly or strongly.
    private struct Slot {
        weak var weakObject: AnyObject?
        var strongObject: AnyObject?
        var object: AnyObject? { strongObject ?? weakObject }
    }

    private var slots: [Slot] = []
    private let holdsWeakly: Bool

    /// A table with `options` (weak or strong memory).
    public init(options: NSPointerFunctionsOptions = .strongMemory, capacity: Int = 0) {
        holdsWeakly = options.contains(.weakMemory)
        super.init()
    }

    /// A table holding its members weakly.
    open class func weakObjects() -> NSHashTable<ObjectType> { NSHashTable(options: .weakMemory) }
    /// A table retaining its members.
    open class func strongObjects() -> NSHashTable<ObjectType> { NSHashTable(options: .strongMemory) }

    /// The members still alive.
    private var live: [AnyObject] {
        slots.removeAll { $0.object == nil }
        return slots.compactMap(\.object)
    }

    /// Adds `object` unless it is a member; `nil` is ignored.
    open func add(_ object: ObjectType?) {
        guard let object, !contains(object) else { return }
        let reference = object as AnyObject
        slots.append(holdsWeakly ? Slot(weakObject: reference) : Slot(strongObject: reference))
    }
    /// Removes `object`.
    open func remove(_ object: ObjectType?) {
        guard let object else { return }
        let reference = object as AnyObject
        slots.removeAll { $0.object === reference }
    }
    /// Removes every member.
    open func removeAllObjects() { slots.removeAll() }
    /// Whether `object` is a member.
    open func contains(_ object: ObjectType?) -> Bool {
        guard let object else { return false }
        let reference = object as AnyObject
        return live.contains { $0 === reference }
    }
    /// The member that is `object`, if any.
    open func member(_ object: ObjectType?) -> ObjectType? { contains(object) ? object : nil }
    /// How many members are alive.
    open var count: Int { live.count }
    /// The members, in the order added.
    open var allObjects: [ObjectType] { live.compactMap { $0 as? ObjectType } }
    /// A member, if there is one.
    open var anyObject: ObjectType? { allObjects.first }
    /// An enumerator over the members.
    open func objectEnumerator() -> NSEnumerator { (allObjects.map { $0 as AnyObject } as NSArray).objectEnumerator() }
}

extension NSHashTable: Sequence {
    /// Iterates over the members alive, as `for observer in table` does on iOS.
    public func makeIterator() -> IndexingIterator<[ObjectType]> { allObjects.makeIterator() }
}
#endif

import Foundation

/// The iterator Foundation's collections (`NSSet`, `NSOrderedSet`, `NSArray`) give on Apple's platforms, as code names
/// it (`private var iterator: NSFastEnumerationIterator = set.makeIterator()`). Linux's Foundation gives
/// `NSEnumerator.Iterator`, which iterates the same elements as `Any?`.
public typealias NSFastEnumerationIterator = NSEnumerator.Iterator

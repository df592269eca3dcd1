import Dispatch

/// Dispatch's serial queue class (iOS 17), which Linux's Dispatch does not declare. `DispatchQueue(label:)`
/// is serial unless given `.concurrent`, so code that makes one (`DispatchSerialQueue(label: "…")`) gets
/// the same queue.
public typealias DispatchSerialQueue = DispatchQueue

import Foundation

#if !canImport(Darwin)
/// The model identifier `sysctlbyname("hw.machine", …)` answers, as app-info helpers read it for a support e-mail or an
/// analytics field: an iPhone 15 Pro's ("iPhone16,1"), the device `UIDevice` stands for outside a render.
public let sysctlMachineIdentifier = "iPhone16,1"

/// Darwin's `sysctlbyname` for the one name widget code reads, `"hw.machine"` (the device's model identifier), called as
/// iOS code calls it: first with a nil buffer to learn the size (the identifier's length with its terminating zero), then
/// with a buffer that large. Any other name fails with `ENOENT`, as Darwin answers an unknown name; nothing is ever set.
@discardableResult
public func sysctlbyname(_ name: UnsafePointer<CChar>!, _ oldp: UnsafeMutableRawPointer!, _ oldlenp: UnsafeMutablePointer<Int>!,
                         _ newp: UnsafeMutableRawPointer!, _ newlen: Int) -> Int32 {
    guard let name, String(cString: name) == "hw.machine", newp == nil else {
        errno = ENOENT
        return -1
    }
    let value = Array(sysctlMachineIdentifier.utf8CString)
    guard let oldlenp else { errno = EINVAL; return -1 }
    guard let oldp else {
        oldlenp.pointee = value.count
        return 0
    }
    guard oldlenp.pointee >= value.count else { errno = ENOMEM; return -1 }
    value.withUnsafeBytes { oldp.copyMemory(from: $0.baseAddress!, byteCount: value.count) }
    oldlenp.pointee = value.count
    return 0
}
#endif

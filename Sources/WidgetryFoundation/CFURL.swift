import Foundation

/// A Core Foundation URL (`fileURL as CFURL`, as system sound and image I/O calls take it): Linux's
/// Foundation has no Core Foundation bridge, so it is `NSURL`, which `URL` bridges to with `as`.
public typealias CFURL = NSURL

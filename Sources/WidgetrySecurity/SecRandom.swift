import Foundation

/// A random number generator, as Security's `SecRandomRef`: only the default one exists.
public typealias SecRandomRef = OpaquePointer

/// The default random generator, as `kSecRandomDefault` (`nil`, as on iOS).
nonisolated(unsafe) public let kSecRandomDefault: SecRandomRef? = nil

/// Fills `bytes` with `count` cryptographically secure random bytes, as `SecRandomCopyBytes`: Swift's system
/// generator reads the operating system's (getrandom on Linux), as Security's reads the kernel's on iOS.
/// `errSecSuccess`, or `errSecParam` for a negative count.
public func SecRandomCopyBytes(_ rnd: SecRandomRef?, _ count: Int, _ bytes: UnsafeMutableRawPointer) -> Int32 {
    guard count >= 0 else { return errSecParam }
    var generator = SystemRandomNumberGenerator()
    let buffer = bytes.assumingMemoryBound(to: UInt8.self)
    for index in 0..<count { buffer[index] = UInt8.random(in: .min ... .max, using: &generator) }
    return errSecSuccess
}

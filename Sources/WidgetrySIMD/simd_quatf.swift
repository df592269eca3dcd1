import Foundation

/// A rotation quaternion of `Float`s, as simd's `simd_quatf` (`vector` holds ix, iy, iz, r).
public struct simd_quatf: Hashable, Sendable {
    /// The lanes: the imaginary part then the real part.
    public var vector: SIMD4<Float>

    /// The quaternion of `vector`'s lanes.
    public init(vector: SIMD4<Float>) { self.vector = vector }
    /// The quaternion ix·i + iy·j + iz·k + r.
    public init(ix: Float, iy: Float, iz: Float, r: Float) { vector = SIMD4(ix, iy, iz, r) }
    /// The rotation by `angle` radians about `axis` (normalised first, as Apple's).
    public init(angle: Float, axis: SIMD3<Float>) {
        let unit = simd_normalize(axis) * sin(angle / 2)
        vector = SIMD4(unit.x, unit.y, unit.z, cos(angle / 2))
    }
    /// The real part.
    public var real: Float { vector.w }
    /// The imaginary part.
    public var imag: SIMD3<Float> { SIMD3(vector.x, vector.y, vector.z) }
    /// The rotation's angle in radians.
    public var angle: Float { 2 * atan2(simd_length(imag), real) }
    /// The rotation's axis (unit length; x for no rotation).
    public var axis: SIMD3<Float> {
        let length = simd_length(imag)
        return length > 0 ? imag / length : SIMD3(1, 0, 0)
    }
    /// The quaternion scaled to length 1.
    public var normalized: simd_quatf { simd_quatf(vector: simd_normalize(vector)) }
    /// The conjugate (the inverse rotation of a unit quaternion).
    public var conjugate: simd_quatf { simd_quatf(ix: -vector.x, iy: -vector.y, iz: -vector.z, r: vector.w) }
    /// The inverse.
    public var inverse: simd_quatf { simd_quatf(vector: conjugate.vector / simd_length_squared(vector)) }

    /// `point` rotated by this quaternion.
    public func act(_ point: SIMD3<Float>) -> SIMD3<Float> {
        (self * simd_quatf(ix: point.x, iy: point.y, iz: point.z, r: 0) * inverse).imag
    }

    /// The Hamilton product: `rhs`'s rotation then `lhs`'s.
    public static func * (lhs: simd_quatf, rhs: simd_quatf) -> simd_quatf {
        let (a, b) = (lhs.vector, rhs.vector)
        return simd_quatf(ix: a.w * b.x + a.x * b.w + a.y * b.z - a.z * b.y,
                          iy: a.w * b.y - a.x * b.z + a.y * b.w + a.z * b.x,
                          iz: a.w * b.z + a.x * b.y - a.y * b.x + a.z * b.w,
                          r: a.w * b.w - a.x * b.x - a.y * b.y - a.z * b.z)
    }
}

/// `point` rotated by `quaternion`, as `simd_act(_:_:)`.
public func simd_act(_ quaternion: simd_quatf, _ point: SIMD3<Float>) -> SIMD3<Float> { quaternion.act(point) }


// The `simd` module's functions on the standard library's SIMD vectors
// (https://developer.apple.com/documentation/accelerate/simd-library): on iOS `simd_float3` is
// `SIMD3<Float>`, so shared code that draws gradients or moves points with `simd_length`, `simd_mix` and
// friends computes the same numbers here. Apple declares one overload per vector type; these are generic
// over the vectors of floating-point scalars, which accepts the same calls.

/// Two `Float`s, as `simd_float2` (`SIMD2<Float>` on iOS too).
public typealias simd_float2 = SIMD2<Float>
/// Three `Float`s, as `simd_float3`.
public typealias simd_float3 = SIMD3<Float>
/// Four `Float`s, as `simd_float4`.
public typealias simd_float4 = SIMD4<Float>
/// Two `Double`s, as `simd_double2`.
public typealias simd_double2 = SIMD2<Double>
/// Three `Double`s, as `simd_double3`.
public typealias simd_double3 = SIMD3<Double>
/// Four `Double`s, as `simd_double4`.
public typealias simd_double4 = SIMD4<Double>
/// Two `Int32`s, as `simd_int2`.
public typealias simd_int2 = SIMD2<Int32>
/// Three `Int32`s, as `simd_int3`.
public typealias simd_int3 = SIMD3<Int32>
/// Four `Int32`s, as `simd_int4`.
public typealias simd_int4 = SIMD4<Int32>

/// The dot product: the sum of the products of the lanes.
public func simd_dot<V: SIMD>(_ x: V, _ y: V) -> V.Scalar where V.Scalar: FloatingPoint { (x * y).sum() }
/// The Euclidean length.
public func simd_length<V: SIMD>(_ x: V) -> V.Scalar where V.Scalar: FloatingPoint { simd_dot(x, x).squareRoot() }
/// The square of the Euclidean length.
public func simd_length_squared<V: SIMD>(_ x: V) -> V.Scalar where V.Scalar: FloatingPoint { simd_dot(x, x) }
/// The distance between two points.
public func simd_distance<V: SIMD>(_ x: V, _ y: V) -> V.Scalar where V.Scalar: FloatingPoint { simd_length(x - y) }
/// The square of the distance between two points.
public func simd_distance_squared<V: SIMD>(_ x: V, _ y: V) -> V.Scalar where V.Scalar: FloatingPoint { simd_length_squared(x - y) }
/// The vector scaled to length 1 (lanes are NaN for a zero vector, as Apple's).
public func simd_normalize<V: SIMD>(_ x: V) -> V where V.Scalar: FloatingPoint { x / V(repeating: simd_length(x)) }
/// `x + (y - x) * t`, lane by lane: linear interpolation.
public func simd_mix<V: SIMD>(_ x: V, _ y: V, _ t: V) -> V where V.Scalar: FloatingPoint { x + (y - x) * t }
/// Each lane of `x` clamped to the lanes of `min` and `max`.
public func simd_clamp<V: SIMD>(_ x: V, _ min: V, _ max: V) -> V where V.Scalar: Comparable { x.clamped(lowerBound: min, upperBound: max) }
/// The smaller of each pair of lanes.
public func simd_min<V: SIMD>(_ x: V, _ y: V) -> V where V.Scalar: Comparable { pointwiseMin(x, y) }
/// The larger of each pair of lanes.
public func simd_max<V: SIMD>(_ x: V, _ y: V) -> V where V.Scalar: Comparable { pointwiseMax(x, y) }
/// The absolute value of each lane.
public func simd_abs<V: SIMD>(_ x: V) -> V where V.Scalar: FloatingPoint { V((0..<x.scalarCount).map { abs(x[$0]) }) }
/// The sum of the lanes.
public func simd_reduce_add<V: SIMD>(_ x: V) -> V.Scalar where V.Scalar: FloatingPoint { x.sum() }
/// The largest lane.
public func simd_reduce_max<V: SIMD>(_ x: V) -> V.Scalar where V.Scalar: Comparable { x.max() }
/// The smallest lane.
public func simd_reduce_min<V: SIMD>(_ x: V) -> V.Scalar where V.Scalar: Comparable { x.min() }
/// The cross product of two three-lane vectors.
public func simd_cross<S: FloatingPoint & SIMDScalar>(_ x: SIMD3<S>, _ y: SIMD3<S>) -> SIMD3<S> {
    SIMD3(x.y * y.z - x.z * y.y, x.z * y.x - x.x * y.z, x.x * y.y - x.y * y.x)
}
/// A smooth Hermite step from 0 at `edge0` to 1 at `edge1`, lane by lane.
public func simd_smoothstep<V: SIMD>(_ edge0: V, _ edge1: V, _ x: V) -> V where V.Scalar: FloatingPoint {
    let t = simd_clamp((x - edge0) / (edge1 - edge0), V(repeating: 0), V(repeating: 1))
    return t * t * (V(repeating: 3) - 2 * t)
}

// The unprefixed spellings the `simd` module also offers to Swift (`length(v)`, `normalize(v)`, …).

/// The Euclidean length, as `simd.length(_:)`.
public func length<V: SIMD>(_ x: V) -> V.Scalar where V.Scalar: FloatingPoint { simd_length(x) }
/// The square of the length, as `simd.length_squared(_:)`.
public func length_squared<V: SIMD>(_ x: V) -> V.Scalar where V.Scalar: FloatingPoint { simd_length_squared(x) }
/// The distance between two points, as `simd.distance(_:_:)`.
public func distance<V: SIMD>(_ x: V, _ y: V) -> V.Scalar where V.Scalar: FloatingPoint { simd_distance(x, y) }
/// The vector scaled to length 1, as `simd.normalize(_:)`.
public func normalize<V: SIMD>(_ x: V) -> V where V.Scalar: FloatingPoint { simd_normalize(x) }
/// The dot product, as `simd.dot(_:_:)`.
public func dot<V: SIMD>(_ x: V, _ y: V) -> V.Scalar where V.Scalar: FloatingPoint { simd_dot(x, y) }
/// The cross product, as `simd.cross(_:_:)`.
public func cross<S: FloatingPoint & SIMDScalar>(_ x: SIMD3<S>, _ y: SIMD3<S>) -> SIMD3<S> { simd_cross(x, y) }
/// Linear interpolation with one factor for every lane, as `simd.mix(_:_:t:)`.
public func mix<V: SIMD>(_ x: V, _ y: V, t: V.Scalar) -> V where V.Scalar: FloatingPoint { simd_mix(x, y, V(repeating: t)) }
/// Each lane clamped, as `simd.clamp(_:min:max:)`.
public func clamp<V: SIMD>(_ x: V, min: V.Scalar, max: V.Scalar) -> V where V.Scalar: Comparable {
    x.clamped(lowerBound: V(repeating: min), upperBound: V(repeating: max))
}

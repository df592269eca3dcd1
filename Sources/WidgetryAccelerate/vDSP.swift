import Foundation

/// vDSP's vector arithmetic and statistics as Accelerate's Swift overlay spells them
/// (https://developer.apple.com/documentation/accelerate/vdsp), computed on Linux with plain loops:
/// shared code that scales chart series, averages samples or builds ramps gets the same numbers as on a
/// device (to floating-point rounding; Apple vectorises). Apple takes `AccelerateBuffer`s of `Float` or
/// `Double`; these take any collection of either, which accepts the arrays and slices apps pass.
public enum vDSP {
    /// The sum of the elements.
    public static func sum<U: Collection>(_ vector: U) -> U.Element where U.Element: BinaryFloatingPoint {
        vector.reduce(0, +)
    }
    /// The arithmetic mean (0 for an empty vector; Apple's is NaN there, which no caller wants drawn).
    public static func mean<U: Collection>(_ vector: U) -> U.Element where U.Element: BinaryFloatingPoint {
        vector.isEmpty ? 0 : sum(vector) / U.Element(vector.count)
    }
    /// The largest element (`-infinity` for an empty vector, as Apple's).
    public static func maximum<U: Collection>(_ vector: U) -> U.Element where U.Element: BinaryFloatingPoint {
        vector.max() ?? -.infinity
    }
    /// The smallest element (`infinity` for an empty vector, as Apple's).
    public static func minimum<U: Collection>(_ vector: U) -> U.Element where U.Element: BinaryFloatingPoint {
        vector.min() ?? .infinity
    }
    /// The largest magnitude.
    public static func maximumMagnitude<U: Collection>(_ vector: U) -> U.Element where U.Element: BinaryFloatingPoint {
        vector.map { abs($0) }.max() ?? 0
    }
    /// The sum of the squares.
    public static func sumOfSquares<U: Collection>(_ vector: U) -> U.Element where U.Element: BinaryFloatingPoint {
        vector.reduce(0) { $0 + $1 * $1 }
    }
    /// The mean of the squares.
    public static func meanSquare<U: Collection>(_ vector: U) -> U.Element where U.Element: BinaryFloatingPoint {
        vector.isEmpty ? 0 : sumOfSquares(vector) / U.Element(vector.count)
    }
    /// The root mean square.
    public static func rootMeanSquare<U: Collection>(_ vector: U) -> U.Element where U.Element: BinaryFloatingPoint {
        meanSquare(vector).squareRoot()
    }
    /// The dot product of two vectors of the same length.
    public static func dot<U: Collection, V: Collection>(_ vectorA: U, _ vectorB: V) -> U.Element
    where U.Element: BinaryFloatingPoint, V.Element == U.Element {
        zip(vectorA, vectorB).reduce(0) { $0 + $1.0 * $1.1 }
    }

    /// Element-wise sum.
    public static func add<U: Collection, V: Collection>(_ vectorA: U, _ vectorB: V) -> [U.Element]
    where U.Element: BinaryFloatingPoint, V.Element == U.Element { zip(vectorA, vectorB).map { $0 + $1 } }
    /// `scalar` added to each element.
    public static func add<U: Collection>(_ scalar: U.Element, _ vector: U) -> [U.Element] where U.Element: BinaryFloatingPoint {
        vector.map { scalar + $0 }
    }
    /// Element-wise difference `vectorA - vectorB`.
    public static func subtract<U: Collection, V: Collection>(_ vectorA: U, _ vectorB: V) -> [U.Element]
    where U.Element: BinaryFloatingPoint, V.Element == U.Element { zip(vectorA, vectorB).map { $0 - $1 } }
    /// Element-wise product.
    public static func multiply<U: Collection, V: Collection>(_ vectorA: U, _ vectorB: V) -> [U.Element]
    where U.Element: BinaryFloatingPoint, V.Element == U.Element { zip(vectorA, vectorB).map { $0 * $1 } }
    /// Each element times `scalar`.
    public static func multiply<U: Collection>(_ scalar: U.Element, _ vector: U) -> [U.Element] where U.Element: BinaryFloatingPoint {
        vector.map { scalar * $0 }
    }
    /// Element-wise quotient `vectorA / vectorB`.
    public static func divide<U: Collection, V: Collection>(_ vectorA: U, _ vectorB: V) -> [U.Element]
    where U.Element: BinaryFloatingPoint, V.Element == U.Element { zip(vectorA, vectorB).map { $0 / $1 } }
    /// Each element divided by `scalar`.
    public static func divide<U: Collection>(_ vector: U, _ scalar: U.Element) -> [U.Element] where U.Element: BinaryFloatingPoint {
        vector.map { $0 / scalar }
    }
    /// The absolute value of each element.
    public static func absolute<U: Collection>(_ vector: U) -> [U.Element] where U.Element: BinaryFloatingPoint { vector.map { abs($0) } }
    /// Each element negated.
    public static func negative<U: Collection>(_ vector: U) -> [U.Element] where U.Element: BinaryFloatingPoint { vector.map { -$0 } }
    /// Each element squared.
    public static func square<U: Collection>(_ vector: U) -> [U.Element] where U.Element: BinaryFloatingPoint { vector.map { $0 * $0 } }
    /// Each element clamped to `bounds`.
    public static func clip<U: Collection>(_ vector: U, to bounds: ClosedRange<U.Element>) -> [U.Element] where U.Element: BinaryFloatingPoint {
        vector.map { Swift.min(Swift.max($0, bounds.lowerBound), bounds.upperBound) }
    }
    /// The elements in reverse order.
    public static func reverse<U: Collection>(_ vector: U) -> [U.Element] where U.Element: BinaryFloatingPoint { vector.reversed() }

    /// `count` values from `range.lowerBound` to `range.upperBound`, evenly spaced, both ends included.
    public static func ramp<T: BinaryFloatingPoint>(in range: ClosedRange<T>, count: Int) -> [T] {
        guard count > 1 else { return count == 1 ? [range.lowerBound] : [] }
        let step = (range.upperBound - range.lowerBound) / T(count - 1)
        return (0..<count).map { range.lowerBound + T($0) * step }
    }
    /// `count` values starting at `initialValue`, each `increment` more than the last.
    public static func ramp<T: BinaryFloatingPoint>(withInitialValue initialValue: T, increment: T, count: Int) -> [T] {
        (0..<max(count, 0)).map { initialValue + T($0) * increment }
    }
    /// `vectorA + (vectorB - vectorA) × interpolationConstant`, element by element.
    public static func linearInterpolate<U: Collection, V: Collection>(_ vectorA: U, _ vectorB: V, using interpolationConstant: U.Element) -> [U.Element]
    where U.Element: BinaryFloatingPoint, V.Element == U.Element {
        zip(vectorA, vectorB).map { $0 + ($1 - $0) * interpolationConstant }
    }
    /// Each element converted to another floating-point type.
    public static func convertElements<U: Collection, T: BinaryFloatingPoint>(of source: U, to type: T.Type) -> [T] where U.Element: BinaryFloatingPoint {
        source.map { T($0) }
    }
}

/// An element count, as `vDSP_Length`.
public typealias vDSP_Length = UInt
/// A stride between elements, as `vDSP_Stride`.
public typealias vDSP_Stride = Int

// The C functions older code calls (`vDSP_meanvD(values, 1, &mean, vDSP_Length(values.count))`).

private func strided<T>(_ a: UnsafePointer<T>, _ stride: vDSP_Stride, _ n: vDSP_Length) -> [T] {
    (0..<Int(n)).map { a[$0 * stride] }
}

/// The mean of `n` `Double`s, as `vDSP_meanvD`.
public func vDSP_meanvD(_ a: UnsafePointer<Double>, _ ia: vDSP_Stride, _ c: UnsafeMutablePointer<Double>, _ n: vDSP_Length) {
    c.pointee = vDSP.mean(strided(a, ia, n))
}
/// The mean of `n` `Float`s, as `vDSP_meanv`.
public func vDSP_meanv(_ a: UnsafePointer<Float>, _ ia: vDSP_Stride, _ c: UnsafeMutablePointer<Float>, _ n: vDSP_Length) {
    c.pointee = vDSP.mean(strided(a, ia, n))
}
/// The sum of `n` `Double`s, as `vDSP_sveD`.
public func vDSP_sveD(_ a: UnsafePointer<Double>, _ ia: vDSP_Stride, _ c: UnsafeMutablePointer<Double>, _ n: vDSP_Length) {
    c.pointee = vDSP.sum(strided(a, ia, n))
}
/// The largest of `n` `Double`s, as `vDSP_maxvD`.
public func vDSP_maxvD(_ a: UnsafePointer<Double>, _ ia: vDSP_Stride, _ c: UnsafeMutablePointer<Double>, _ n: vDSP_Length) {
    c.pointee = vDSP.maximum(strided(a, ia, n))
}
/// The smallest of `n` `Double`s, as `vDSP_minvD`.
public func vDSP_minvD(_ a: UnsafePointer<Double>, _ ia: vDSP_Stride, _ c: UnsafeMutablePointer<Double>, _ n: vDSP_Length) {
    c.pointee = vDSP.minimum(strided(a, ia, n))
}

import Foundation

/// A source of random numbers, as GameplayKit's `GKRandomSource`
/// (https://developer.apple.com/documentation/gameplaykit/gkrandomsource): shared code uses it for
/// star fields, shuffles and dice. The system source draws from Swift's `SystemRandomNumberGenerator`;
/// the seeded sources repeat their sequence for a seed, as GameplayKit's do, though not GameplayKit's
/// exact numbers (its algorithms' outputs are not published), so a check is deterministic per seed.
open class GKRandomSource: NSObject, @unchecked Sendable {
    private static let shared = GKRandomSource()

    /// The shared system source.
    open class func sharedRandom() -> GKRandomSource { shared }

    /// A source drawing from the system generator.
    public override init() {}

    /// The next 64 random bits.
    func nextBits() -> UInt64 {
        var generator = SystemRandomNumberGenerator()
        return generator.next()
    }

    /// A random integer across `Int32`'s range, as GameplayKit answers.
    open func nextInt() -> Int { Int(Int32(truncatingIfNeeded: nextBits())) }
    /// A random integer in `0 ..< upperBound`.
    open func nextInt(upperBound: Int) -> Int {
        guard upperBound > 0 else { return 0 }
        return Int(nextBits() % UInt64(upperBound))
    }
    /// A random number in `0 ..< 1`.
    open func nextUniform() -> Float { Float(nextBits() >> 40) / Float(1 << 24) }
    /// A random Boolean.
    open func nextBool() -> Bool { nextBits() & 1 == 1 }
    /// `array` in a random order.
    open func arrayByShufflingObjects(in array: [Any]) -> [Any] {
        var shuffled = array
        guard shuffled.count > 1 else { return shuffled }
        for index in stride(from: shuffled.count - 1, to: 0, by: -1) {
            shuffled.swapAt(index, nextInt(upperBound: index + 1))
        }
        return shuffled
    }
}

/// A seeded source, as `GKMersenneTwisterRandomSource`: the same seed gives the same numbers. Its generator
/// here is SplitMix64 (Steele, Lea and Flood, "Fast splittable pseudorandom number generators", OOPSLA 2014).
open class GKMersenneTwisterRandomSource: GKRandomSource, @unchecked Sendable {
    // @unchecked: a source is used from one thread at a time, as GameplayKit's.
    private var state: UInt64
    /// The seed the sequence started from.
    public let seed: UInt64

    /// A source with a random seed.
    public override init() {
        var generator = SystemRandomNumberGenerator()
        seed = generator.next()
        state = seed
    }
    /// A source repeating the sequence for `seed`.
    public init(seed: UInt64) {
        self.seed = seed
        state = seed
    }

    override func nextBits() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// `GKLinearCongruentialRandomSource`: a seeded source (the same generator as the Mersenne Twister one here).
open class GKLinearCongruentialRandomSource: GKMersenneTwisterRandomSource, @unchecked Sendable {}
/// `GKARC4RandomSource`: a seeded source (the same generator as the Mersenne Twister one here).
open class GKARC4RandomSource: GKMersenneTwisterRandomSource, @unchecked Sendable {}

/// Integers spread evenly over a range, as `GKRandomDistribution` (a die: `GKRandomDistribution.d6()`).
open class GKRandomDistribution: GKRandomSource, @unchecked Sendable {
    /// The source numbers come from.
    public let source: GKRandomSource
    /// The smallest value.
    public let lowestValue: Int
    /// The largest value.
    public let highestValue: Int
    /// How many values there are.
    public var numberOfPossibleOutcomes: Int { highestValue - lowestValue + 1 }

    /// A distribution over `lowestValue ... highestValue` from `source`.
    public init(randomSource source: GKRandomSource, lowestValue: Int, highestValue: Int) {
        self.source = source
        self.lowestValue = min(lowestValue, highestValue)
        self.highestValue = max(lowestValue, highestValue)
    }
    /// A distribution over `lowestValue ... highestValue` from the system source.
    public convenience init(lowestValue: Int, highestValue: Int) {
        self.init(randomSource: GKRandomSource(), lowestValue: lowestValue, highestValue: highestValue)
    }
    /// A six-sided die.
    open class func d6() -> GKRandomDistribution { GKRandomDistribution(lowestValue: 1, highestValue: 6) }
    /// A twenty-sided die.
    open class func d20() -> GKRandomDistribution { GKRandomDistribution(lowestValue: 1, highestValue: 20) }

    override func nextBits() -> UInt64 { source.nextBits() }
    /// A value in the range.
    open override func nextInt() -> Int { lowestValue + source.nextInt(upperBound: numberOfPossibleOutcomes) }
    /// A value in the range, at most `upperBound` - 1 (GameplayKit's reading of the bound).
    open override func nextInt(upperBound: Int) -> Int { min(nextInt(), max(lowestValue, upperBound - 1)) }
}

/// Integers clustered around the middle of a range, as `GKGaussianDistribution`: mean at the middle, standard
/// deviation a sixth of the range, values beyond three deviations drawn again (GameplayKit's documented shape).
open class GKGaussianDistribution: GKRandomDistribution, @unchecked Sendable {
    /// The middle of the range.
    public var mean: Float { Float(lowestValue + highestValue) / 2 }
    /// A sixth of the range.
    public var deviation: Float { Float(highestValue - lowestValue) / 6 }

    /// A value near the middle (Box–Muller from two uniform numbers), within the range.
    open override func nextInt() -> Int {
        for _ in 0..<16 {
            let u1 = max(source.nextUniform(), .leastNonzeroMagnitude), u2 = source.nextUniform()
            let normal = sqrt(-2 * log(u1)) * cos(2 * .pi * u2)
            let value = Int((mean + normal * deviation).rounded())
            if (lowestValue...highestValue).contains(value) { return value }
        }
        return Int(mean.rounded())
    }
}

import Foundation
import GameplayKit
import Testing
import WidgetryPipeline

/// A star field and a die as shared code draws them with GameplayKit.
@Suite struct GameplayKitTests {
    /// Star positions for a background, reproducible per seed, as apps draw them.
    func stars(seed: UInt64, count: Int) -> [CGPoint] {
        let source = GKMersenneTwisterRandomSource(seed: seed)
        return (0..<count).map { _ in CGPoint(x: CGFloat(source.nextUniform()) * 300, y: CGFloat(source.nextUniform()) * 300) }
    }

    @Test("a seeded source repeats its sequence for a seed and differs for another; uniforms lie in 0..<1")
    func seeded() {
        #expect(stars(seed: 42, count: 20) == stars(seed: 42, count: 20))
        #expect(stars(seed: 42, count: 20) != stars(seed: 43, count: 20))
        let source = GKMersenneTwisterRandomSource(seed: 7)
        for _ in 0..<1000 {
            let value = source.nextUniform()
            #expect(value >= 0 && value < 1)
        }
        #expect(Set(source.arrayByShufflingObjects(in: [1, 2, 3, 4]).compactMap { $0 as? Int }) == [1, 2, 3, 4])
    }

    @Test("a die stays within its faces and reaches each; a Gaussian stays within its range around the middle")
    func distributions() {
        let die = GKRandomDistribution(randomSource: GKMersenneTwisterRandomSource(seed: 1), lowestValue: 1, highestValue: 6)
        let rolls = (0..<600).map { _ in die.nextInt() }
        #expect(Set(rolls) == Set(1...6))
        let gauss = GKGaussianDistribution(randomSource: GKMersenneTwisterRandomSource(seed: 2), lowestValue: 0, highestValue: 100)
        let values = (0..<2000).map { _ in gauss.nextInt() }
        #expect(values.allSatisfy { (0...100).contains($0) })
        // Mean 50, deviation 100/6 ≈ 16.7: the sample mean of 2000 lies within 2 of 50 (its standard error is 16.7/√2000 ≈ 0.37).
        let mean = Double(values.reduce(0, +)) / Double(values.count)
        #expect(abs(mean - 50) < 2)
        #expect(GKRandomDistribution.d6().numberOfPossibleOutcomes == 6)
    }
}

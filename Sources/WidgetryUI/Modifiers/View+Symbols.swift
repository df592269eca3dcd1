import Foundation

/// Variants of an SF Symbol (`star` → `star.fill`, `star.circle`), as SwiftUI's `SymbolVariants`.
public struct SymbolVariants: Hashable, Sendable {
    let suffixes: [String]
    /// The symbol as named.
    public static let none = SymbolVariants(suffixes: [])
    /// Filled.
    public static let fill = SymbolVariants(suffixes: ["fill"])
    /// In a circle.
    public static let circle = SymbolVariants(suffixes: ["circle"])
    /// In a square.
    public static let square = SymbolVariants(suffixes: ["square"])
    /// In a rectangle.
    public static let rectangle = SymbolVariants(suffixes: ["rectangle"])
    /// Struck through with a slash.
    public static let slash = SymbolVariants(suffixes: ["slash"])

    /// This variant filled.
    public var fill: SymbolVariants { SymbolVariants(suffixes: suffixes + ["fill"]) }
    /// This variant in a circle.
    public var circle: SymbolVariants { SymbolVariants(suffixes: suffixes + ["circle"]) }
    /// This variant in a square.
    public var square: SymbolVariants { SymbolVariants(suffixes: suffixes + ["square"]) }
    /// This variant slashed.
    public var slash: SymbolVariants { SymbolVariants(suffixes: suffixes + ["slash"]) }
}

/// An animation an SF Symbol can run, as SwiftUI's `SymbolEffect` protocol (iOS 17). Every effect is
/// accepted; a static render shows the symbol at rest.
public protocol SymbolEffect: Sendable {}

/// One of SwiftUI's symbol effects (`.pulse`, `.bounce.up.byLayer`, `.variableColor.iterative`…): the
/// qualifiers chain and change nothing in a render.
public struct _SymbolEffectValue: SymbolEffect, Hashable {
    let name: String
    /// Animates each layer separately.
    public var byLayer: Self { self }
    /// Animates the whole symbol at once.
    public var wholeSymbol: Self { self }
    /// Upwards.
    public var up: Self { self }
    /// Downwards.
    public var down: Self { self }
    /// One layer after another.
    public var iterative: Self { self }
    /// Layers stay lit as the next lights.
    public var cumulative: Self { self }
    /// Plays forwards then back.
    public var reversing: Self { self }
    /// Plays forwards only.
    public var nonReversing: Self { self }
    /// Hides inactive layers.
    public var hideInactiveLayers: Self { self }
    /// Dims inactive layers.
    public var dimInactiveLayers: Self { self }
    /// Replaces downwards then up.
    public var downUp: Self { self }
    /// Replaces upwards then up.
    public var upUp: Self { self }
    /// Replaces off then up.
    public var offUp: Self { self }
    /// Clockwise.
    public var clockwise: Self { self }
    /// Anticlockwise.
    public var counterClockwise: Self { self }
}

/// SwiftUI's effect type names, for code that spells them out.
public typealias PulseSymbolEffect = _SymbolEffectValue
/// SwiftUI's effect type names, for code that spells them out.
public typealias BounceSymbolEffect = _SymbolEffectValue
/// SwiftUI's effect type names, for code that spells them out.
public typealias VariableColorSymbolEffect = _SymbolEffectValue
/// SwiftUI's effect type names, for code that spells them out.
public typealias ScaleSymbolEffect = _SymbolEffectValue
/// SwiftUI's effect type names, for code that spells them out.
public typealias ReplaceSymbolEffect = _SymbolEffectValue

extension SymbolEffect where Self == _SymbolEffectValue {
    /// Fades the symbol in and out.
    public static var pulse: _SymbolEffectValue { _SymbolEffectValue(name: "pulse") }
    /// Bounces the symbol.
    public static var bounce: _SymbolEffectValue { _SymbolEffectValue(name: "bounce") }
    /// Lights the layers in turn.
    public static var variableColor: _SymbolEffectValue { _SymbolEffectValue(name: "variableColor") }
    /// Scales the symbol.
    public static var scale: _SymbolEffectValue { _SymbolEffectValue(name: "scale") }
    /// Draws the symbol in.
    public static var appear: _SymbolEffectValue { _SymbolEffectValue(name: "appear") }
    /// Draws the symbol out.
    public static var disappear: _SymbolEffectValue { _SymbolEffectValue(name: "disappear") }
    /// Replaces one symbol with another.
    public static var replace: _SymbolEffectValue { _SymbolEffectValue(name: "replace") }
    /// Breathes (iOS 18).
    public static var breathe: _SymbolEffectValue { _SymbolEffectValue(name: "breathe") }
    /// Wiggles (iOS 18).
    public static var wiggle: _SymbolEffectValue { _SymbolEffectValue(name: "wiggle") }
    /// Rotates (iOS 18).
    public static var rotate: _SymbolEffectValue { _SymbolEffectValue(name: "rotate") }
}

/// How a symbol effect plays, as SwiftUI's `SymbolEffectOptions`: accepted.
public struct SymbolEffectOptions: Hashable, Sendable {
    /// The standard options.
    public static let `default` = SymbolEffectOptions()
    /// Repeats.
    public static let repeating = SymbolEffectOptions()
    /// Plays once.
    public static let nonRepeating = SymbolEffectOptions()
    /// Repeats `count` times.
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions() }
    /// Plays at `speed` times its pace.
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions() }
    /// These options repeating `count` times.
    public func `repeat`(_ count: Int) -> SymbolEffectOptions { self }
    /// These options at `speed`.
    public func speed(_ speed: Double) -> SymbolEffectOptions { self }
}

extension View {
    /// The variant of the SF Symbols inside (`.fill`, `.circle`…). Accepted: symbols are drawn as labelled
    /// stand-ins on Linux, so the variant is not shown; an info finding says so, since on a device it
    /// changes the picture.
    public func symbolVariant(_ variant: SymbolVariants) -> some View {
        acceptedWithoutEffect("symbolVariant(_:)", "SF Symbols are drawn as stand-ins, so the \(variant.suffixes.joined(separator: ".")) variant is not shown",
                              when: variant != .none)
    }

    /// Runs a symbol effect while `isActive` (iOS 17): a static render shows the symbol at rest.
    public func symbolEffect<T: SymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true) -> some View { self }

    /// Runs a symbol effect when `value` changes (iOS 17): a static render shows the symbol at rest.
    public func symbolEffect<T: SymbolEffect, U: Equatable>(_ effect: T, options: SymbolEffectOptions = .default, value: U) -> some View { self }

    /// Removes symbol effects inside (iOS 17).
    public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View { self }
}

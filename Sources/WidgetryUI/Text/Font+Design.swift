import Foundation

extension Font {
    /// This font in `design` when it has none of its own: `.fontDesign(.rounded)` above a `.font(.title)`
    /// makes the title rounded, while a font created with an explicit design keeps it. Custom fonts name
    /// their own family and are unchanged.
    func designed(_ design: Design?) -> Font {
        guard let design else { return self }
        var font = self
        switch base {
        case .textStyle(let style, nil): font.base = .textStyle(style, design: design)
        case .system(let size, nil): font.base = .system(size: size, design: design)
        case .textStyle, .system, .custom: break
        }
        return font
    }
}

private struct FontDesignKey: EnvironmentKey { static let defaultValue: Font.Design? = nil }

extension EnvironmentValues {
    /// The design text inside uses when its font names none (`fontDesign(_:)`, iOS 16.1).
    public var fontDesign: Font.Design? {
        get { self[FontDesignKey.self] }
        set { self[FontDesignKey.self] = newValue }
    }
}

extension View {
    /// The design of the fonts inside (iOS 16.1): as if each font had been made with
    /// `.system(…, design:)`, unless it names a design of its own. `nil` removes the design enclosing
    /// views set, as Apple documents.
    public func fontDesign(_ design: Font.Design?) -> some View {
        modifyingEnvironment { $0.fontDesign = design }
    }
}

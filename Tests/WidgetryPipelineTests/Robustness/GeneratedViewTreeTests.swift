import Foundation
import Testing
import WidgetryFindings
import WidgetryKit
@testable import WidgetryPipeline
import WidgetryPipeline
import WidgetryReference
@_spi(WidgetryUIKit) import WidgetryUI

/// Random view trees with extreme values through the whole pipeline (build, lay out, draw, diagnose):
/// nothing crashes, every cell finishes with a layout and a drawing, and each out-of-range length becomes a
/// finding — while a tree without one gets none of those findings.
///
/// The trees come from a seeded generator (``SplitMix64``) rather than swift-property-based: that package's
/// `#if canImport(UIKit)` finds Widgetry's own `UIKit` facade in the shared build folder and then fails to
/// build (`missing required module 'COpenCombineHelpers'`). A failing tree is reported with its seed, and
/// the seeds are fixed so every run checks the same trees.
@Suite struct GeneratedViewTreeTests {
    /// A medium Home Screen cell on the default device: room for wide trees.
    static let cell = WidgetCell(family: .systemMedium)

    static func render(_ view: some View, named name: String = "Generated") -> RenderedCell {
        CellPipeline().render(AnyView(view), named: name, in: cell, output: [.layout, .drawing])
    }

    /// Findings that say a length was out of range.
    static let lengthKinds: Set<FindingKind> = [.invalidLength, .contradictoryFrame]

    @Test("random trees with NaN, infinite, negative and huge lengths: the cell finishes; out-of-range lengths are findings")
    func generatedTrees() {
        // A tree is a list of opcodes read front to back (ViewTreeProgram). 200 trees of up to 80 opcodes.
        var outOfRangeTrees = 0
        for seed in UInt64(1)...200 {
            var random = SplitMix64(seed: seed)
            let codes = (0..<Int.random(in: 1...80, using: &random)).map { _ in Int.random(in: 0...1_000_000, using: &random) }
            var program = ViewTreeProgram(codes: codes)
            let view = program.build(depth: 0)
            let rendered = Self.render(view)
            #expect(rendered.failure == nil, "seed \(seed): the cell failed: \(String(describing: rendered.failure))")
            #expect(rendered.layout != nil && rendered.displayList != nil, "seed \(seed): layout and drawing finish")
            let reported = rendered.findings.contains { Self.lengthKinds.contains($0.kind) }
            #expect(reported == program.usedOutOfRange,
                    "seed \(seed): out-of-range lengths \(program.usedOutOfRange ? "used" : "not used") but findings were \(rendered.findings.map(\.kind)); tree \(program.trace)")
            if program.usedOutOfRange { outOfRangeTrees += 1 }
        }
        // Both kinds of tree were generated, so both directions of the property were checked.
        #expect(outOfRangeTrees > 0 && outOfRangeTrees < 200)
    }

    // Regressions: what the generated trees found, each reduced to the view that showed it.

    @Test("a frame of .greatestFiniteMagnitude beside another: findings are written, not a trap converting it to Int")
    func hugeFramesInMessages() {
        // Seed 8 of the generated trees stopped the process in DiagnosticFinder.format (Int(1.8e308)).
        let rendered = Self.render(HStack(spacing: -8) {
            Text("wide").frame(width: .greatestFiniteMagnitude, height: 44)
            Text("also wide").frame(width: 1e9, height: 44)
        })
        #expect(rendered.layout != nil && rendered.displayList != nil)
        #expect(DiagnosticFinder.format(CGSize(width: CGFloat.greatestFiniteMagnitude, height: 12)) == "1.8e+308×12 pt")
        #expect(DiagnosticFinder.format(CGRect(x: -CGFloat.infinity, y: 0, width: 4.6, height: 1e15)) == "x -inf y 0 w 4 h 1e+15")
    }

    @Test("a NaN frame from layout arithmetic on extreme lengths: diagnosis finishes (CGRect.intersection traps on NaN)")
    func nanFramesAreCleaned() {
        // Foundation's CGRect.intersection stops the process on a NaN rectangle; a stack of ∞-sized children
        // made one (∞ − ∞) before placed frames were cleaned.
        let rendered = Self.render(VStack(spacing: 0) {
            Color.red.frame(width: .greatestFiniteMagnitude, height: .greatestFiniteMagnitude)
            Color.blue.frame(width: .greatestFiniteMagnitude, height: .greatestFiniteMagnitude)
        }.padding(-8))
        #expect(rendered.layout != nil && rendered.displayList != nil)
        let nan = CGRect(x: CGFloat.nan, y: 2, width: 3, height: CGFloat.nan)
        let placed = PlacedElement(path: "Color", kind: .color, frame: nan)
        #expect(placed.frame == CGRect(x: 0, y: 2, width: 3, height: 0))
    }

    @Test("an invalid frame or padding on EmptyView is reported, as SwiftUI checks a modifier's arguments when it is made")
    func modifierOnEmptyContent() {
        // Seeds 8 and 137: `EmptyView().frame(width: .nan)` wrapped no view, so its invalid length went unreported.
        for view in [AnyView(EmptyView().frame(width: .nan, height: 300)), AnyView(EmptyView().padding(.infinity)),
                     AnyView(ForEach(0..<0, id: \.self) { _ in Text("none") }.frame(minWidth: 20, maxWidth: 10))] {
            let rendered = Self.render(view)
            #expect(rendered.findings.contains { Self.lengthKinds.contains($0.kind) }, "\(rendered.findings.map(\.kind))")
        }
    }

    @Test("10,000 levels of nesting: laid out down to the limit, the rest reported")
    func deepNesting() {
        var view = AnyView(Text("bottom"))
        for level in 0..<10_000 { view = level.isMultiple(of: 2) ? AnyView(VStack { view }) : AnyView(view.padding(0)) }
        let rendered = Self.render(view)
        #expect(rendered.layout != nil && rendered.displayList != nil)
        #expect(rendered.findings.contains { $0.kind == .nestingTooDeep })
    }

    @Test("a megabyte of text: laid out, drawn, and reported as truncated")
    func megabyteOfText() {
        let text = String(repeating: "Lorem ipsum dolor sit amet, ", count: 1_048_576 / 28)
        #expect(text.utf8.count >= 1_000_000)
        let rendered = Self.render(Text(text))
        #expect(rendered.layout != nil && rendered.displayList != nil)
        #expect(rendered.findings.contains { $0.kind == .truncatedText || $0.kind == .clippedText })
    }

    @Test("empty, missing, zero-byte and huge-declared images: findings, not crashes")
    func hostileImages() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("widgetry-images-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let empty = folder.appendingPathComponent("empty.png")
        try Data().write(to: empty)
        let huge = folder.appendingPathComponent("huge.png")
        try ViewTreeProgram.pngHeader(width: 100_000, height: 100_000).write(to: huge)
        let views: [(String, AnyView)] = [
            ("unnamed", AnyView(Image(""))),
            ("missing", AnyView(Image("no-such-image").resizable())),
            ("zero-byte file", AnyView(Image(filePath: empty.path, scale: 2))),
            ("100,000 × 100,000 declared", AnyView(Image(filePath: huge.path, scale: 1).resizable())),
        ]
        for (name, view) in views {
            let rendered = Self.render(view, named: name)
            #expect(rendered.layout != nil && rendered.displayList != nil, "\(name)")
            #expect(rendered.findings.contains { $0.kind == .missingImage || $0.kind == .unreadableImage }, "\(name): \(rendered.findings.map(\.kind))")
        }
    }

    @Test("zero-size content: an empty widget and zero frames finish without findings about lengths")
    func zeroSize() {
        for view in [AnyView(EmptyView()), AnyView(Color.red.frame(width: 0, height: 0)), AnyView(Text("").frame(width: 0, height: 0).padding(0))] {
            let rendered = Self.render(view)
            #expect(rendered.layout != nil && rendered.displayList != nil)
            #expect(!rendered.findings.contains { Self.lengthKinds.contains($0.kind) })
        }
    }
}

/// Builds a view tree from a list of numbers: each number is an opcode (its remainder) and its operands
/// (its quotient), so any list is a valid tree and a shorter list a smaller one.
struct ViewTreeProgram {
    var codes: [Int]
    var position = 0
    /// Whether any length the tree was given is out of range: NaN or infinite, or negative, where the
    /// modifier takes a length (SwiftUI logs "Invalid frame dimension" and ignores it; Widgetry reports it).
    private(set) var usedOutOfRange = false

    init(codes: [Int]) { self.codes = codes }

    /// The lengths drawn from: ordinary, zero, negative zero, negative, huge, infinite and NaN.
    static let lengths: [CGFloat] = [0, 12, 44, 300, -0.0, -8, 1e9, .greatestFiniteMagnitude, .infinity, -.infinity, .nan]

    static func outOfRange(_ length: CGFloat) -> Bool { !length.isFinite || length < 0 }

    private mutating func next() -> Int? {
        guard position < codes.count else { return nil }
        defer { position += 1 }
        return codes[position]
    }

    /// What was built, for a failing seed's message.
    private(set) var trace: [String] = []

    private mutating func length(_ code: Int, _ shift: Int) -> CGFloat {
        Self.lengths[(code >> shift) % Self.lengths.count]
    }

    mutating func build(depth: Int) -> AnyView {
        guard depth < 40, let code = next() else { return AnyView(Text("leaf")) }
        trace.append("\(depth):\(code % 9)[\(length(code, 4)),\(length(code, 8))]")
        switch code % 9 {
        case 0:
            return AnyView(Text("Item \(code)"))
        case 1:
            return AnyView(Text(String(repeating: "word ", count: (code >> 4) % 3_000)).lineLimit((code >> 3) % 2 == 0 ? nil : 2))
        case 2:
            let width = length(code, 4), height = length(code, 8)
            usedOutOfRange = usedOutOfRange || Self.outOfRange(width) || Self.outOfRange(height)
            return AnyView(build(depth: depth + 1).frame(width: width, height: height))
        case 3:
            let padding = length(code, 4)
            // Padding may be negative (the content overhangs, as in SwiftUI) but not NaN or infinite.
            usedOutOfRange = usedOutOfRange || !padding.isFinite
            return AnyView(build(depth: depth + 1).padding(padding))
        case 4, 5, 6:
            let spacing = length(code, 4)
            // Stack spacing may be negative (views overlap) but not NaN or infinite; a ZStack has none.
            if code % 9 != 6 { usedOutOfRange = usedOutOfRange || !spacing.isFinite }
            let children = (0..<(1 + (code >> 8) % 3)).map { _ in build(depth: depth + 1) }
            let content = ForEach(0..<children.count, id: \.self) { children[$0] }
            switch code % 9 {
            case 4: return AnyView(VStack(spacing: spacing) { content })
            case 5: return AnyView(HStack(spacing: spacing) { content })
            default: return AnyView(ZStack { content })
            }
        case 7:
            return AnyView(Color.blue.frame(width: 0, height: 0))
        default:
            return AnyView(EmptyView())
        }
    }

    /// The first bytes of a PNG file declaring `width` × `height` pixels, with nothing after its header: a
    /// decoder that allocates from the header alone would ask for `width × height × 4` bytes.
    static func pngHeader(width: UInt32, height: UInt32) -> Data {
        var ihdr = Data("IHDR".utf8)
        for value in [width, height] { withUnsafeBytes(of: value.bigEndian) { ihdr.append(contentsOf: $0) } }
        ihdr.append(contentsOf: [8, 6, 0, 0, 0])  // 8 bits per channel, RGBA, deflate, no filter, no interlace
        var data = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        withUnsafeBytes(of: UInt32(13).bigEndian) { data.append(contentsOf: $0) }
        data.append(ihdr)
        withUnsafeBytes(of: crc32(ihdr).bigEndian) { data.append(contentsOf: $0) }
        return data
    }

    /// PNG's CRC-32 (ISO 3309, polynomial 0xEDB88320), as the PNG specification's section 15 gives it.
    static func crc32(_ bytes: Data) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}

/// SplitMix64 (Steele, Lea and Flood, "Fast splittable pseudorandom number generators", OOPSLA 2014): a
/// seeded generator, so each generated tree can be rebuilt from its seed.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

import Foundation
import Testing
@testable import WidgetryUI

/// Layouts written as a user writes them, with the frames SwiftUI gives them and where those numbers come
/// from. Sources, cited per case:
/// - [objc.io HStack]: objc.io, "How an HStack Lays out Its Children" (2020-11-10) — measured frames.
/// - [Begemann]: Ole Begemann, "How the relative size modifier interacts with stack views" (2022) — measured frames.
/// - [Field Guide]: The SwiftUI Field Guide, "HStack" and "Flexible Frames" — the documented algorithm.
/// - [Apple frame]: Apple's documentation of `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`
///   and `frame(width:height:alignment:)` — the rules, applied to the numbers in the case.
/// - [Apple stacks]: Apple's documentation of `HStack`/`VStack`/`ZStack`/`Spacer`/`fixedSize`/`aspectRatio`/
///   `position`/`offset`/`ViewThatFits`/`Layout` — the rules, applied to the numbers in the case.
/// - [Apple alignment]: Apple, "Aligning views across stacks".
/// - [Issue 17]: the behaviours the issue states (Spacer spacing, ZStack priority), themselves measured on iOS.
/// Numbers are exact for views without text; text cases use fixed metrics (10 pt a character, 20 pt a line).
struct ReferenceCase: Sendable, CustomTestStringConvertible {
    let name: String
    let source: String
    let canvas: CGSize
    let view: @Sendable () -> AnyView
    /// Path suffix → expected frame, relative to the root element's origin.
    let expected: [(String, CGRect)]

    var testDescription: String { name }

    init(_ name: String, _ source: String, canvas: CGSize = CGSize(width: 300, height: 300),
         _ expected: [(String, CGRect)], view: @escaping @Sendable () -> AnyView) {
        self.name = name; self.source = source; self.canvas = canvas; self.expected = expected; self.view = view
    }
}

private func r(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> CGRect { CGRect(x: x, y: y, width: w, height: h) }

/// A modifier that proposes a fraction of what it is offered, written as a `Layout` (the technique of [Begemann]).
struct RelativeProposal: Layout {
    var fraction: CGFloat
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        subviews.first?.sizeThatFits(proposed(proposal)) ?? .zero
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        subviews.first?.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: proposed(proposal))
    }
    private func proposed(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: proposal.width.map { $0 * fraction }, height: proposal.height)
    }
}

enum ReferenceCases {
    static let stacks: [ReferenceCase] = [
        ReferenceCase("three shapes share 300 pt equally", "[objc.io HStack]",
                      [("HStack/Rectangle[0]", r(0, 0, 100, 100)), ("HStack/Rectangle[1]", r(100, 0, 100, 100)), ("HStack/Rectangle[2]", r(200, 0, 100, 100))]) {
            AnyView(HStack(spacing: 0) { Rectangle().fill(Color.red); Rectangle().fill(Color.green); Rectangle().fill(Color.blue) }.frame(width: 300, height: 100))
        },
        ReferenceCase("maxWidth 100 and minWidth 100 in 150 pt: 75 and 100, the stack overflows", "[objc.io HStack]",
                      [("HStack", r(0, 0, 175, 100)), ("HStack/Rectangle[0]", r(0, 0, 75, 100)), ("HStack/Rectangle[1]", r(75, 0, 100, 100))]) {
            AnyView(HStack(spacing: 0) {
                Rectangle().fill(Color.red).frame(maxWidth: 100)
                Rectangle().fill(Color.green).frame(minWidth: 100)
            }.frame(width: 150, height: 100, alignment: .leading))
        },
        ReferenceCase("a half proposal to the first of three: 100, 250, 250", "[Begemann]", canvas: CGSize(width: 620, height: 200),
                      [("HStack/Color[1]", r(110, 0, 250, 80)), ("HStack/Color[2]", r(370, 0, 250, 80))]) {
            AnyView(HStack(spacing: 10) {
                RelativeProposal(fraction: 0.5) { Color.blue }
                Color.green
                Color.yellow
            }.frame(width: 620, height: 80))
        },
        ReferenceCase("a half proposal to the middle one: 200, 100, 300", "[Begemann]", canvas: CGSize(width: 620, height: 200),
                      [("HStack/Color[0]", r(0, 0, 200, 80)), ("HStack/Color[2]", r(320, 0, 300, 80))]) {
            AnyView(HStack(spacing: 10) {
                Color.blue
                RelativeProposal(fraction: 0.5) { Color.green }
                Color.yellow
            }.frame(width: 620, height: 80))
        },
        ReferenceCase("the default spacing is 8 pt between views", "[Apple stacks]",
                      [("VStack", r(0, 0, 10, 20 + 8 + 20)), ("VStack/Color[1]", r(0, 28, 10, 20))]) {
            AnyView(VStack { Color.red.frame(width: 10, height: 20); Color.blue.frame(width: 10, height: 20) })
        },
        ReferenceCase("no default spacing beside a Spacer: B ends at the trailing edge", "[Issue 17]",
                      [("HStack/Spacer[1]", r(50, 5, 220, 0)), ("HStack/Color[2]", r(270, 0, 30, 10))]) {
            AnyView(HStack { Color.red.frame(width: 50, height: 10); Spacer(); Color.blue.frame(width: 30, height: 10) }.frame(width: 300))
        },
        ReferenceCase("a Spacer at its minimum: A + 8 + B", "[Issue 17]",
                      [("HStack", r(0, 0, 88, 10))]) {
            AnyView(HStack { Color.red.frame(width: 50, height: 10); Spacer(); Color.blue.frame(width: 30, height: 10) }.fixedSize())
        },
        ReferenceCase("Spacer(minLength: 0) can vanish", "[Apple stacks]",
                      [("HStack", r(0, 0, 80, 10))]) {
            AnyView(HStack { Color.red.frame(width: 50, height: 10); Spacer(minLength: 0); Color.blue.frame(width: 30, height: 10) }.fixedSize())
        },
        ReferenceCase("a higher layoutPriority is served first: the text-like fixed view keeps 200", "[Field Guide]",
                      [("HStack/Color[0]", r(0, 0, 50, 10)), ("HStack/Color[1]", r(50, 0, 200, 10)), ("HStack/Color[2]", r(250, 0, 50, 10))]) {
            AnyView(HStack(spacing: 0) {
                Color.red.frame(height: 10)
                Color.blue.frame(minWidth: 0, idealWidth: 200, maxWidth: 200).frame(height: 10).layoutPriority(1)
                Color.green.frame(height: 10)
            }.frame(width: 300))
        },
        ReferenceCase("VStack alignment .leading lines children up on their leading edges", "[Apple stacks]",
                      [("VStack/Color[0]", r(0, 0, 100, 10)), ("VStack/Color[1]", r(0, 10, 40, 10))]) {
            AnyView(VStack(alignment: .leading, spacing: 0) { Color.red.frame(width: 100, height: 10); Color.blue.frame(width: 40, height: 10) })
        },
        ReferenceCase("VStack alignment .trailing", "[Apple stacks]",
                      [("VStack/Color[1]", r(60, 10, 40, 10))]) {
            AnyView(VStack(alignment: .trailing, spacing: 0) { Color.red.frame(width: 100, height: 10); Color.blue.frame(width: 40, height: 10) })
        },
        ReferenceCase("HStack alignment .top and .bottom", "[Apple stacks]",
                      [("HStack/Color[1]", r(10, 0, 10, 20))]) {
            AnyView(HStack(alignment: .top, spacing: 0) { Color.red.frame(width: 10, height: 50); Color.blue.frame(width: 10, height: 20) })
        },
        ReferenceCase("HStack alignment .bottom", "[Apple stacks]",
                      [("HStack/Color[1]", r(10, 30, 10, 20))]) {
            AnyView(HStack(alignment: .bottom, spacing: 0) { Color.red.frame(width: 10, height: 50); Color.blue.frame(width: 10, height: 20) })
        },
        ReferenceCase("a stack is as thick as its thickest child", "[Apple stacks]",
                      [("HStack", r(0, 0, 20, 50))]) {
            AnyView(HStack(spacing: 0) { Color.red.frame(width: 10, height: 50); Color.blue.frame(width: 10, height: 20) })
        },
        ReferenceCase("explicit spacing applies beside a Spacer too", "[Apple stacks]",
                      [("HStack/Spacer[1]", r(54, 5, 212, 0))]) {
            AnyView(HStack(spacing: 4) { Color.red.frame(width: 50, height: 10); Spacer(); Color.blue.frame(width: 30, height: 10) }.frame(width: 300))
        },
        ReferenceCase("two flexible views in a VStack share the height less the spacing", "[Field Guide]",
                      [("VStack/Color[0]", r(0, 0, 10, 146)), ("VStack/Color[1]", r(0, 154, 10, 146))]) {
            AnyView(VStack { Color.red.frame(width: 10); Color.blue.frame(width: 10) })
        },
        ReferenceCase("a fixed view and a flexible one: the flexible one takes the rest", "[Field Guide]",
                      [("HStack/Color[1]", r(108, 0, 192, 10))]) {
            AnyView(HStack { Color.red.frame(width: 100, height: 10); Color.blue.frame(height: 10) }.frame(width: 300))
        },
        ReferenceCase("layoutPriority in a VStack: the prioritised view is served first", "[Field Guide]",
                      [("VStack/Color[0]", r(0, 0, 10, 100)), ("VStack/Color[1]", r(0, 100, 10, 200))]) {
            AnyView(VStack(spacing: 0) {
                Color.red.frame(width: 10)
                Color.blue.frame(width: 10).frame(minHeight: 0, idealHeight: 200, maxHeight: 200).layoutPriority(1)
            })
        },
        ReferenceCase("first-text-baseline alignment without text lines up bottoms", "[Apple stacks]",
                      [("HStack/Color[1]", r(10, 30, 10, 20))]) {
            AnyView(HStack(alignment: .firstTextBaseline, spacing: 0) { Color.red.frame(width: 10, height: 50); Color.blue.frame(width: 10, height: 20) })
        },
        ReferenceCase("two Spacers share what is left equally", "[Apple stacks]",
                      [("HStack/Color[1]", r(135, 0, 30, 10))]) {
            AnyView(HStack { Spacer(); Color.red.frame(width: 30, height: 10); Spacer() }.frame(width: 300))
        },
    ]

    static let frames: [ReferenceCase] = [
        ReferenceCase("a fixed frame is its size whatever the content", "[Apple frame]",
                      [("Color", r(0, 0, 80, 40))]) { AnyView(Color.red.frame(width: 80, height: 40)) },
        ReferenceCase("a fixed width keeps the content's own height behaviour: a colour fills the height offered", "[Apple frame]",
                      [("Color", r(0, 0, 80, 300))]) { AnyView(Color.red.frame(width: 80)) },
        ReferenceCase("content smaller than its frame is centred", "[Apple frame]",
                      [("Color", r(30, 30, 40, 40))]) { AnyView(Color.red.frame(width: 40, height: 40).frame(width: 100, height: 100)) },
        ReferenceCase("alignment .topLeading puts it in the corner", "[Apple frame]",
                      [("Color", r(0, 0, 40, 40))]) { AnyView(Color.red.frame(width: 40, height: 40).frame(width: 100, height: 100, alignment: .topLeading)) },
        ReferenceCase("alignment .bottomTrailing", "[Apple frame]",
                      [("Color", r(60, 60, 40, 40))]) { AnyView(Color.red.frame(width: 40, height: 40).frame(width: 100, height: 100, alignment: .bottomTrailing)) },
        ReferenceCase("content larger than its frame overflows, centred", "[Apple frame]",
                      [("Color", r(-20, -20, 140, 140))]) { AnyView(Color.red.frame(width: 140, height: 140).frame(width: 100, height: 100)) },
        ReferenceCase("min and max both set: the proposal clamped, whatever the content", "[Apple frame]",
                      [("frame", r(0, 0, 200, 300))]) { AnyView(Color.red.frame(width: 20, height: 20).frame(minWidth: 100, maxWidth: 200, minHeight: 0, maxHeight: .infinity)) },
        ReferenceCase("min and max both set, a small proposal: clamped up to the minimum", "[Apple frame]", canvas: CGSize(width: 50, height: 50),
                      [("frame", r(0, 0, 100, 50))]) { AnyView(Color.red.frame(width: 20, height: 20).frame(minWidth: 100, maxWidth: 200, minHeight: 0, maxHeight: .infinity)) },
        ReferenceCase("maxWidth only, proposal larger than the content: the proposal clamped to the maximum", "[Apple frame]",
                      [("frame", r(0, 0, 200, 40)), ("Color", r(80, 0, 40, 40))]) { AnyView(Color.red.frame(width: 40, height: 40).frame(maxWidth: 200)) },
        ReferenceCase("maxWidth .infinity with a flexible child: all the width offered", "[Field Guide]",
                      [("frame", r(0, 0, 300, 40))]) { AnyView(Color.red.frame(maxWidth: .infinity).frame(height: 40)) },
        ReferenceCase("minWidth 0, maxWidth .infinity accepts the proposal even around fixed content", "[Field Guide]",
                      [("frame", r(0, 0, 300, 10)), ("Color", r(145, 0, 10, 10))]) {
            AnyView(Color.red.frame(width: 10, height: 10).frame(minWidth: 0, maxWidth: .infinity))
        },
        ReferenceCase("minWidth only, content narrower than the proposal: the content's width", "[Apple frame]",
                      [("frame", r(0, 0, 150, 10))]) { AnyView(Color.red.frame(width: 150, height: 10).frame(minWidth: 100)) },
        ReferenceCase("minWidth only, proposal smaller than the content: the proposal clamped to the minimum", "[Apple frame]", canvas: CGSize(width: 120, height: 120),
                      [("frame", r(0, 0, 120, 10))]) { AnyView(Color.red.frame(width: 150, height: 10).frame(minWidth: 100)) },
        ReferenceCase("minWidth only, proposal below the minimum: the minimum", "[Apple frame]", canvas: CGSize(width: 60, height: 60),
                      [("frame", r(0, 0, 100, 10))]) { AnyView(Color.red.frame(width: 150, height: 10).frame(minWidth: 100)) },
        ReferenceCase("a fixed frame aligned .leading: on the leading edge, centred vertically", "[Apple frame]",
                      [("Color", r(0, 40, 20, 20))]) { AnyView(Color.red.frame(width: 20, height: 20).frame(width: 100, height: 100, alignment: .leading)) },
        ReferenceCase("padding then background: the background covers the padding", "[Apple stacks]",
                      [("Color/background/Rectangle", r(0, 0, 60, 40))]) { AnyView(Color.clear.frame(width: 40, height: 20).padding(10).background(Color.red)) },
        ReferenceCase("background then padding: the background is behind the content only", "[Apple stacks]",
                      [("Color/background/Rectangle", r(10, 10, 40, 20))]) { AnyView(Color.clear.frame(width: 40, height: 20).background(Color.red).padding(10)) },
        ReferenceCase("padding adds its insets to the content", "[Apple stacks]",
                      [("padding", r(0, 0, 40 + 2 * 10, 20 + 2 * 10)), ("Color", r(10, 10, 40, 20))]) { AnyView(Color.red.frame(width: 40, height: 20).padding(10)) },
        ReferenceCase("padding on some edges only", "[Apple stacks]",
                      [("padding", r(0, 0, 40 + 5, 20)), ("Color", r(5, 0, 40, 20))]) { AnyView(Color.red.frame(width: 40, height: 20).padding(.leading, 5)) },
        ReferenceCase("padding shrinks what a flexible child is offered", "[Apple stacks]", canvas: CGSize(width: 100, height: 100),
                      [("Color", r(8, 8, 84, 84))]) { AnyView(Color.red.padding(8)) },
    ]

    static let others: [ReferenceCase] = [
        ReferenceCase("a ZStack is the union of its children, centred", "[Apple stacks]",
                      [("ZStack", r(0, 0, 60, 40)), ("ZStack/Color[1]", r(20, 10, 20, 20))]) {
            AnyView(ZStack { Color.red.frame(width: 60, height: 40); Color.blue.frame(width: 20, height: 20) })
        },
        ReferenceCase("ZStack alignment .topLeading", "[Apple stacks]",
                      [("ZStack/Color[1]", r(0, 0, 20, 20))]) {
            AnyView(ZStack(alignment: .topLeading) { Color.red.frame(width: 60, height: 40); Color.blue.frame(width: 20, height: 20) })
        },
        ReferenceCase("a ZStack is sized by its highest layoutPriority child", "[Issue 17]",
                      [("ZStack", r(0, 0, 50, 30)), ("ZStack/Color[0]", r(0, 0, 50, 30))]) {
            AnyView(ZStack { Color.red; Color.blue.frame(width: 50, height: 30).layoutPriority(1) })
        },
        ReferenceCase("a background takes its content's size", "[Apple stacks]",
                      [("background", r(0, 0, 40, 20)), ("background/Rectangle", r(0, 0, 40, 20))]) {
            AnyView(Color.clear.frame(width: 40, height: 20).background(Color.red))
        },
        ReferenceCase("an overlay is aligned in its content's frame", "[Apple stacks]",
                      [("overlay/Color", r(30, 0, 10, 10))]) {
            AnyView(Color.red.frame(width: 40, height: 20).overlay(alignment: .topTrailing) { Color.blue.frame(width: 10, height: 10) })
        },
        ReferenceCase("offset moves the drawing, not the layout", "[Apple stacks]",
                      [("VStack/Color[1]", r(0, 10, 10, 10))]) {
            AnyView(VStack(spacing: 0) { Color.red.frame(width: 10, height: 10).offset(x: 50, y: 50); Color.blue.frame(width: 10, height: 10) })
        },
        ReferenceCase("position centres the view on the point and takes the proposal", "[Apple stacks]",
                      [("position", r(0, 0, 300, 300)), ("Color", r(40, 50, 20, 20))]) {
            AnyView(Color.red.frame(width: 20, height: 20).position(x: 50, y: 60))
        },
        ReferenceCase("aspectRatio fit: the largest 2:1 rectangle in a square", "[Apple stacks]", canvas: CGSize(width: 200, height: 200),
                      [("aspectRatio", r(0, 0, 200, 100))]) { AnyView(Color.red.aspectRatio(2, contentMode: .fit)) },
        ReferenceCase("aspectRatio fill: the smallest 2:1 rectangle covering a square", "[Apple stacks]", canvas: CGSize(width: 200, height: 200),
                      [("aspectRatio", r(0, 0, 400, 200))]) { AnyView(Color.red.aspectRatio(2, contentMode: .fill)) },
        ReferenceCase("aspectRatio with a size: 4:3 fit in a square", "[Apple stacks]", canvas: CGSize(width: 200, height: 200),
                      [("aspectRatio", r(0, 0, 200, 150))]) { AnyView(Color.red.aspectRatio(CGSize(width: 4, height: 3), contentMode: .fit)) },
        ReferenceCase("fixedSize on one axis: ideal width, the height offered", "[Apple stacks]",
                      [("frame", r(0, 0, 120, 300))]) {
            AnyView(Color.red.frame(minWidth: 10, idealWidth: 120, maxWidth: .infinity).fixedSize(horizontal: true, vertical: false))
        },
        ReferenceCase("ZStack alignment .bottomTrailing", "[Apple stacks]",
                      [("ZStack/Color[1]", r(40, 20, 20, 20))]) {
            AnyView(ZStack(alignment: .bottomTrailing) { Color.red.frame(width: 60, height: 40); Color.blue.frame(width: 20, height: 20) })
        },
        ReferenceCase("an overlay aligned .bottom", "[Apple stacks]",
                      [("overlay/Color", r(15, 10, 10, 10))]) {
            AnyView(Color.red.frame(width: 40, height: 20).overlay(alignment: .bottom) { Color.blue.frame(width: 10, height: 10) })
        },
        ReferenceCase("position with x only: y is 0", "[Apple stacks]",
                      [("Color", r(40, -10, 20, 20))]) { AnyView(Color.red.frame(width: 20, height: 20).position(x: 50)) },
        ReferenceCase("containerRelativeFrame: one of three columns 6 pt apart", "[Apple stacks]",
                      [("frame", r(0, 0, 96, 300))]) { AnyView(Color.red.containerRelativeFrame(.horizontal, count: 3, spacing: 6)) },
        ReferenceCase("fixedSize gives a flexible frame its ideal size", "[Apple stacks]",
                      [("frame", r(0, 0, 120, 10))]) {
            AnyView(Color.red.frame(minWidth: 10, idealWidth: 120, maxWidth: .infinity).frame(height: 10).fixedSize())
        },
        ReferenceCase("a shape with no proposal is 10 × 10", "[Apple stacks]",
                      [("Circle", r(0, 0, 10, 10))]) { AnyView(Circle().fixedSize()) },
        ReferenceCase("GeometryReader takes the whole proposal", "[Apple stacks]", canvas: CGSize(width: 120, height: 80),
                      [("GeometryReader", r(0, 0, 120, 80))]) { AnyView(GeometryReader { _ in Color.red }) },
        ReferenceCase("GeometryReader puts its content at its top leading corner", "[Apple stacks]", canvas: CGSize(width: 120, height: 80),
                      [("Color", r(0, 0, 30, 20))]) { AnyView(GeometryReader { _ in Color.red.frame(width: 30, height: 20) }) },
        ReferenceCase("ViewThatFits picks the first candidate whose ideal size fits", "[Apple stacks]", canvas: CGSize(width: 100, height: 100),
                      [("Color", r(0, 0, 80, 10))]) {
            AnyView(ViewThatFits(in: .horizontal) { Color.red.frame(width: 200, height: 10); Color.blue.frame(width: 80, height: 10) })
        },
        ReferenceCase("ViewThatFits with no candidate that fits uses the last", "[Apple stacks]", canvas: CGSize(width: 50, height: 100),
                      [("Color", r(0, 0, 80, 10))]) {
            AnyView(ViewThatFits(in: .horizontal) { Color.red.frame(width: 200, height: 10); Color.blue.frame(width: 80, height: 10) })
        },
        ReferenceCase("Grid columns are as wide as their widest cell", "[Apple stacks]",
                      [("Grid/GridRow[1]/Color[0]", r(0, 18, 60, 10)), ("Grid/GridRow[0]/Color[1]", r(68, 0, 20, 10))]) {
            AnyView(Grid {
                GridRow { Color.red.frame(width: 30, height: 10); Color.blue.frame(width: 20, height: 10) }
                GridRow { Color.green.frame(width: 60, height: 10); Color.yellow.frame(width: 10, height: 10) }
            })
        },
        ReferenceCase("views in nested stacks line up on a custom guide", "[Apple alignment]",
                      [("HStack/VStack[0]/Color[1]", r(0, 68, 40, 10)), ("HStack/VStack[1]/Color[1]", r(48, 68, 40, 10))]) {
            AnyView(HStack(alignment: VerticalAlignment(ReferenceTitleGuide.self)) {
                VStack { Color.red.frame(width: 40, height: 40); Color.green.frame(width: 40, height: 10).alignmentGuide(VerticalAlignment(ReferenceTitleGuide.self)) { $0[VerticalAlignment.top] } }
                VStack {
                    Color.red.frame(width: 40, height: 60)
                    Color.green.frame(width: 40, height: 10).alignmentGuide(VerticalAlignment(ReferenceTitleGuide.self)) { $0[VerticalAlignment.top] }
                    Color.blue.frame(width: 40, height: 30)
                }
            })
        },
        ReferenceCase("alignmentGuide(.leading) { d in d[.trailing] } shifts a view left by its width", "[Apple alignment]",
                      [("VStack", r(0, 0, 150, 20)), ("VStack/Color[0]", r(50, 0, 100, 10)), ("VStack/Color[1]", r(0, 10, 50, 10))]) {
            AnyView(VStack(alignment: .leading, spacing: 0) {
                Color.red.frame(width: 100, height: 10)
                Color.blue.frame(width: 50, height: 10).alignmentGuide(.leading) { $0[.trailing] }
            })
        },
        ReferenceCase("AnyLayout(VStackLayout) is a VStack", "[Apple stacks]",
                      [("VStack", r(0, 0, 30, 20)), ("VStack/Color[1]", r(5, 10, 20, 10))]) {
            AnyView(AnyLayout(VStackLayout(spacing: 0)) { Color.red.frame(width: 30, height: 10); Color.blue.frame(width: 20, height: 10) })
        },
        ReferenceCase("AnyLayout(HStackLayout) is an HStack", "[Apple stacks]",
                      [("HStack", r(0, 0, 58, 10)), ("HStack/Color[1]", r(38, 0, 20, 10))]) {
            AnyView(AnyLayout(HStackLayout()) { Color.red.frame(width: 30, height: 10); Color.blue.frame(width: 20, height: 10) })
        },
    ]

    static let all = stacks + frames + others
}

/// The custom guide of [Apple alignment]: defaults to the bottom.
struct ReferenceTitleGuide: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context[VerticalAlignment.bottom] }
}

@Suite struct SwiftUIReferenceSuite {
    @Test("The suite holds the reference cases, each with a source")
    func cited() {
        #expect(ReferenceCases.all.count >= 60)
        #expect(ReferenceCases.all.allSatisfy { $0.source.hasPrefix("[") })
    }

    @Test("SwiftUI's frames", arguments: ReferenceCases.all)
    func reference(_ reference: ReferenceCase) {
        let result = layout(reference.view(), width: reference.canvas.width, height: reference.canvas.height)
        let origin = result.root.frame.origin
        for (suffix, expected) in reference.expected {
            guard let element = result.allElements.first(where: { $0.path.hasSuffix(suffix) || ($0.name == nil && $0.kind.rawValue == suffix) }) else {
                Issue.record("\(reference.name): no element \(suffix); paths: \(result.allElements.map(\.path))")
                continue
            }
            let frame = element.frame.offsetBy(dx: -origin.x, dy: -origin.y)
            let close = abs(frame.minX - expected.minX) < 0.01 && abs(frame.minY - expected.minY) < 0.01
                && abs(frame.width - expected.width) < 0.01 && abs(frame.height - expected.height) < 0.01
            #expect(close, "\(reference.name) \(reference.source): \(suffix) is \(frame), SwiftUI gives \(expected)")
        }
    }
}

/// Text wrapping and truncation relations, with fixed metrics (10 pt a character, 20 pt a line) so the numbers are
/// exact. Sources: [Majid] Majid Jabrayilov, "The magic of fixed size modifier in SwiftUI" (2020): text in a frame
/// too small truncates, and with `fixedSize()` ignores the frame and overflows it; [netsplit] Scott James Remnant,
/// "Size-Limiting Frames": a `frame(maxHeight:)` takes the height offered even around shorter text, and longer text
/// shows the lines that fit, then truncates; [lineLimit] swiftui.cc, "Text Line Limits, Scaling, and Truncation":
/// `lineLimit(2...4)` is at least two lines tall and at most four.
@Suite struct TextRelationReferenceTests {
    private func fixed<V: View>(_ view: V, width: CGFloat = 300, height: CGFloat = 300) -> LayoutResult {
        // A fixed-size font: a text style would add its leading between lines (TextToTextSpacingTests), which the
        // fixed metrics' 20 pt lines leave out.
        layout(view, width: width, height: height) { $0.textMeasurer = FixedMetricsMeasurer(); $0.font = .system(size: 17) }
    }
    private let long = String(repeating: "a", count: 150)

    @Test("[Majid] Text in a frame too small shows the lines that fit and truncates")
    func truncatesInFrame() {
        // 150 characters at 100 pt are 15 lines (300 pt); 100 pt hold 5.
        let text = fixed(Text(long).frame(width: 100, height: 100)).texts.first
        #expect(text?.text.measurement.lineCount == 5)
        #expect(text?.text.measurement.isTruncated == true)
    }

    @Test("[Majid] With fixedSize() the text ignores the frame: one line, wider than the frame")
    func fixedSizeOverflows() {
        let result = fixed(Text(long).fixedSize().frame(width: 100, height: 100))
        let text = result.texts.first
        #expect(text?.element.frame.width == 1500)
        #expect(text?.text.measurement.isTruncated == false)
        #expect(result.root.frame.width == 100)
    }

    @Test("[netsplit] frame(maxHeight:) takes the height offered, up to the maximum, around shorter text")
    func maxHeightFrame() {
        let result = fixed(Text("short").frame(maxHeight: 200))
        #expect(result.root.frame.height == 200)
        #expect(result.texts.first?.element.frame.height == 20)
    }

    @Test("[netsplit] Longer text under frame(maxHeight:) flows onto the lines that fit and truncates")
    func maxHeightTruncates() {
        let text = fixed(Text(long).frame(width: 100).frame(maxHeight: 60)).texts.first
        #expect(text?.text.measurement.lineCount == 3)
        #expect(text?.text.measurement.isTruncated == true)
    }

    @Test("[lineLimit] lineLimit(2...4): two lines tall for one line of text, four at most")
    func lineLimitRange() {
        let short = fixed(Text("one").lineLimit(2...4)).texts.first
        #expect(short.map { abs($0.element.frame.height - 40) < 0.001 } == true)
        let capped = fixed(Text(long).frame(width: 100).lineLimit(2...4)).texts.first
        #expect(capped?.text.measurement.lineCount == 4)
    }
}

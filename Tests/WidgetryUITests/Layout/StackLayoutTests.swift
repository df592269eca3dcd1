import Foundation
import Testing
@testable import WidgetryUI
import WidgetryGraphics

@Suite struct StackLayoutTests {
    @Test("A spacer takes everything fixed-width siblings leave: no default spacing is added beside it")
    func spacerTakesRemainder() {
        let result = layout(HStack {
            Color.red.frame(width: 50, height: 10)
            Spacer()
            Color.blue.frame(width: 30, height: 10)
        }, width: 200, height: 100)
        // SwiftUI: a Spacer has no spacing preference, so the default 8 pt gap is not added next to it;
        // the spacer fills exactly the space between: 200 − 50 − 30 = 120, and B ends at the trailing edge.
        #expect(result.frame("HStack/Spacer[1]").width == 120)
        #expect(result.frame("HStack/Color[0]").minX == 0)
        #expect(result.frame("HStack/Spacer[1]").minX == 50)
        #expect(result.frame("HStack/Color[2]").maxX == 200)
    }

    @Test("At its narrowest a stack with a spacer is A + the spacer's 8 pt minimum + B, not A + 24 + B")
    func spacerMinimum() {
        let stack = HStack {
            Color.red.frame(width: 50, height: 10)
            Spacer()
            Color.blue.frame(width: 30, height: 10)
        }
        // The Spacer's default minimum length is 8 pt (SwiftUI's standard spacing); no gaps beside it.
        for proposal in [ProposedViewSize(width: 0, height: nil), ProposedViewSize(width: nil, height: nil)] {
            #expect(abs(LayoutEngine.size(of: stack, proposal: proposal).width - (50 + 8 + 30)) < 0.001)
        }
    }

    @Test("The real-widget case: the column beside a spacer is served before the spacer and takes its full width")
    func rightColumnOffer() {
        // HStack { left; Spacer(); right } in 306 pt (a 338 pt medium widget less 16 pt padding each side).
        // Left takes 100; the column (at most 120 pt wide) is served before the spacer, offered what is left
        // less the spacer's 8 pt minimum (306 − 100 − 8 = 198) and takes 120; the spacer gets the 86 left.
        // (When spacers shared equally with views, the column was offered half of 206 = 103 and a
        // three-character label wrapped in a real widget.)
        let result = layout(HStack {
            Color.red.frame(width: 100, height: 10)
            Spacer()
            Color.blue.frame(maxWidth: 120).frame(height: 10)
        }, width: 306, height: 100)
        #expect(abs(result.frame("HStack/Color[2]").width - 120) < 0.001)
        #expect(abs(result.frame("HStack/Spacer[1]").width - 86) < 0.001)
        #expect(abs(result.frame("HStack/Color[2]").maxX - 306) < 0.001)
    }

    @Test("A one-line text beside a trailing spacer shows whole when it fits (issue 30's calendar row)")
    func textBesideSpacerIsWhole() {
        // iOS render of a calendar widget: `HStack { Text(…).lineLimit(1); Spacer(minLength: 0) }` in 280 pt
        // shows the line whole at the default text size; an equal share (140 pt) truncated it.
        let line = Text("9:00 AM – 10:00 AM · Calendar 2").lineLimit(1)
        let ideal = LayoutEngine.size(of: line, proposal: ProposedViewSize(width: nil, height: nil)).width
        #expect(ideal > 140 && ideal < 280, "the case needs a line between half and all of the row: \(ideal)")
        let result = layout(HStack {
            line
            Spacer(minLength: 0)
        }, width: 280, height: 100)
        let shown = result.allElements.first { $0.kind == .text }!.frame
        #expect(abs(shown.width - ideal) < 0.001)
        #expect(abs(result.frame("HStack/Spacer[1]").width - (280 - ideal)) < 0.001)
    }

    @Test("A long text beside a spacer wraps at the row's width less the spacer's minimum, not at half")
    func longTextBesideSpacerWrapsWide() {
        let text = Text(String(repeating: "Rain later this afternoon ", count: 6))
        let result = layout(HStack {
            text
            Spacer()
        }, width: 300, height: 300)
        // The text is served first and offered 300 − 8 (the spacer's default minimum); the spacer gets the rest.
        let shown = result.allElements.first { $0.kind == .text }!.frame
        #expect(shown.width > 250 && shown.width <= 292 + 0.001, "\(shown.width)")
        #expect(abs(result.frame("HStack/Spacer[1]").width - (300 - shown.width)) < 0.001)
    }

    @Test("Flexible shapes between spacers take the space; the spacers keep their minimum")
    func shapesBetweenSpacersStretch() {
        // VStack { Rectangle; Spacer; Rectangle; Spacer; Rectangle } in 300 pt: the rectangles are served
        // first, each offered a third of 300 − 2 × 8 (the spacers' minima held back) = 94.67; the spacers get
        // 8 each. With equal shares the rectangles were a fifth of the column each.
        let result = layout(VStack {
            Rectangle()
            Spacer()
            Rectangle()
            Spacer()
            Rectangle()
        }, width: 100, height: 300)
        for index in [0, 2, 4] {
            #expect(abs(result.frame("VStack/Rectangle[\(index)]").height - (300 - 16) / 3) < 0.001)
        }
        #expect(abs(result.frame("VStack/Spacer[1]").height - 8) < 0.001)
    }

    @Test("A 3 × 3 grid of rectangles between spacers: each rectangle gets a full third less the spacers' minima")
    func rectangleGridBetweenSpacers() {
        func row() -> some View { HStack { Rectangle(); Spacer(); Rectangle(); Spacer(); Rectangle() } }
        let result = layout(VStack { row(); Spacer(); row(); Spacer(); row() }, width: 300, height: 300)
        // Both axes: 300 pt, two spacers whose 8 pt minima are held back (no default spacing beside a spacer),
        // three unbounded rows/rectangles served first: (300 − 2 × 8) / 3 = 94.67 each, the spacers 8 each.
        // An equal share among all five children (the old rule) gave 300 / 5 = 60.
        let share = (300.0 - 2 * 8) / 3
        for row in [0, 2, 4] {
            #expect(abs(result.frame("VStack/HStack[\(row)]").height - share) < 0.001)
            for column in [0, 2, 4] {
                let cell = result.frame("VStack/HStack[\(row)]/Rectangle[\(column)]")
                #expect(abs(cell.width - share) < 0.001 && abs(cell.height - share) < 0.001, "\(cell)")
            }
        }
        #expect(abs(result.frame("VStack/Spacer[1]").height - 8) < 0.001)
        #expect(abs(result.frame("VStack/HStack[0]/Spacer[3]").width - 8) < 0.001)
    }

    @Test("A VStack holding a full-width bar takes what its row leaves, not an equal share")
    func fullWidthBarInRow() {
        // HStack { VStack { bar.frame(maxWidth: .infinity) }; 40 pt square } in 300 pt. The square (range 40…40)
        // is served first and takes 40; the VStack (range 0…∞: its bar takes any width) is offered the rest,
        // 300 − 8 − 40 = 252, and its bar fills it. Before, the VStack's maximum was ∞ − ∞ = NaN (its bar's
        // centre guide subtracted from itself), it sorted first and was offered half of 292: 146.
        let result = layout(HStack {
            VStack {
                HStack { Color.red.frame(width: 30, height: 10); Color.green.frame(width: 30, height: 10) }
                    .frame(maxWidth: .infinity)
            }
            Color.blue.frame(width: 40, height: 40)
        }, width: 300, height: 100)
        #expect(abs(result.frame("HStack/VStack[0]").width - 252) < 0.001, "\(result.frame("HStack/VStack[0]"))")
        let square = result.allElements.first { $0.kind == .color && $0.frame.width == 40 }!.frame
        #expect(abs(square.minX - 260) < 0.001, "\(square)")
    }

    @Test("A stack or ZStack with an unbounded child is unbounded when offered infinity, never NaN")
    func unboundedChildGivesInfinity() {
        let any = ProposedViewSize(width: .infinity, height: .infinity)
        let bar = Color.red.frame(maxWidth: .infinity).frame(height: 10)
        let vstack = LayoutEngine.size(of: VStack { bar; Color.blue.frame(width: 20, height: 20) }, proposal: any)
        #expect(vstack.width == .infinity)
        // Height is bounded: 10 + 8 + 20.
        #expect(vstack.height == 38)
        let zstack = LayoutEngine.size(of: ZStack { bar; Color.blue.frame(width: 20, height: 20) }, proposal: any)
        #expect(zstack.width == .infinity && zstack.height == 20)
    }

    @Test("A shape directly under fixedSize(vertical:) in a row keeps its 10 pt ideal height, as SwiftUI proposes it nil")
    func fixedSizeShapeKeepsIdealHeight() {
        // Apple: fixedSize "fixes this view at its ideal size" in the dimensions given; a shape's ideal size is
        // 10 × 10 (its size for an unspecified proposal). The row's height reaches the shape only when the
        // fixedSize is on the row (see the next test): that is the pattern iOS renders show filling the row.
        let result = layout(HStack {
            Rectangle().frame(width: 4).fixedSize(horizontal: false, vertical: true)
            Color.gray.frame(width: 10, height: 50)
        }, width: 200, height: 300)
        #expect(result.frame("HStack").height == 50)
        #expect(result.frame("HStack/Rectangle[0]").height == 10)
    }

    @Test("Under fixedSize(vertical:), a flexible bar beside text is as tall as the text, not 10 pt")
    func fixedSizeStretchesFlexibleSiblings() {
        let text = Text("Rain later this afternoon, clearing by the evening with a light breeze from the west")
        let result = layout(HStack(alignment: .top) {
            Rectangle().frame(width: 4)
            text
        }.fixedSize(horizontal: false, vertical: true), width: 200, height: 300)
        // The row's ideal height is the wrapped text's; placed at that height, the rectangle is offered it.
        let textFrame = result.allElements.first { $0.kind == .text }!.frame
        #expect(textFrame.height > 30, "the text wraps to several lines: \(textFrame.height)")
        #expect(abs(result.frame("HStack/Rectangle[0]").height - textFrame.height) < 0.001)
    }

    @Test("A lineLimit(2) title in a height-limited VStack: two lines when the height left holds them, else the lines that fit")
    func twoLineTitleInShortStack() {
        let title = Text("Quarterly planning review with design").font(.headline).lineLimit(2)
        let caption = Text("Room 4 · 10:00").font(.caption)
        // The title's two lines and the caption's one, measured at the 200 pt width the VStack proposes.
        let twoLines = LayoutEngine.size(of: title, proposal: ProposedViewSize(width: 200, height: nil)).height
        let captionHeight = LayoutEngine.size(of: caption, proposal: ProposedViewSize(width: 200, height: nil)).height
        let oneLine = LayoutEngine.size(of: title, proposal: ProposedViewSize(width: nil, height: nil))
        #expect(oneLine.width > 200 && oneLine.width < 380, "the case needs a title of two lines at 200 pt: \(oneLine.width)")
        func shown(height: CGFloat) -> TextMeasurement {
            let result = layout(VStack(alignment: .leading) { title; caption }.frame(width: 200, height: height), width: 300, height: 300)
            return result.texts.first { $0.text.string.hasPrefix("Quarterly") }!.text.measurement
        }
        // The caption (range: one line, flexibility 0) is served first; the title (one to two lines) is offered
        // the rest: height − gap − caption, the gap between two texts being the caption's leading (caption1:
        // 16 − 12 × 2444/2048 = 1.68 pt, 2 pt at 1x; TextToTextSpacingTests). Exactly two lines' worth shows
        // both lines whole…
        let gap = StackNode.textToTextSpacing(leadingBelow: Font.caption.leading(at: .large), scale: 1)
        #expect(gap == 2)
        let roomy = shown(height: twoLines + gap + captionHeight)
        #expect(roomy.lineCount == 2 && !roomy.isTruncated)
        // …and two points less shows the one line that fits, truncated, as SwiftUI text does in a short frame
        // (netsplit.com, "Size-Limiting Frames": the text flows on as many lines as fit, then truncates).
        let short = shown(height: twoLines + gap + captionHeight - 2)
        #expect(short.lineCount == 1 && short.isTruncated)
    }

    @Test("An explicit spacing applies beside spacers too")
    func explicitSpacingBesideSpacer() {
        let result = layout(HStack(spacing: 4) {
            Color.red.frame(width: 50, height: 10)
            Spacer()
            Color.blue.frame(width: 30, height: 10)
        }, width: 200, height: 100)
        // 200 − 50 − 30 − 2 × 4 = 112.
        #expect(result.frame("HStack/Spacer[1]").width == 112)
        #expect(result.frame("HStack/Color[2]").maxX == 200)
    }

    @Test("A VStack is its children's heights plus 8 pt between each pair")
    func defaultSpacing() {
        let result = layout(VStack {
            Color.red.frame(width: 10, height: 20)
            Color.red.frame(width: 10, height: 20)
            Color.red.frame(width: 10, height: 20)
        })
        #expect(abs(result.frame("VStack").height - (3 * 20 + 2 * 8)) < 0.0001, "\(result.frame("VStack").height)")
    }

    @Test("Explicit spacing replaces the default")
    func explicitSpacing() {
        let result = layout(VStack(spacing: 0) {
            Color.red.frame(width: 10, height: 20)
            Color.red.frame(width: 10, height: 20)
        })
        #expect(result.frame("VStack").height == 40)
        #expect(result.frame("VStack/Color[1]").minY - result.frame("VStack/Color[0]").minY == 20)
    }

    @Test("Equal flexible children share the space equally")
    func equalShares() {
        let result = layout(HStack(spacing: 0) { Color.red; Color.blue; Color.green }, width: 300, height: 50)
        #expect(result.frame("HStack/Color[0]").width == 100)
        #expect(result.frame("HStack/Color[2]").minX == 200)
    }

    @Test("The least flexible child is served first: a fixed frame keeps its width beside a colour")
    func leastFlexibleFirst() {
        let result = layout(HStack(spacing: 0) { Color.red; Color.blue.frame(width: 250) }, width: 300, height: 50)
        #expect(result.frame("HStack/Color[0]").width == 50)
    }

    @Test("layoutPriority: the higher-priority text gets its full width; the other truncates")
    func layoutPriority() {
        let long = "A fairly long label that cannot fit twice"
        let result = layout(HStack {
            Text(long).lineLimit(1)
            Text(long).lineLimit(1).layoutPriority(1)
        }, width: 400, height: 100)
        let texts = result.texts
        #expect(texts.count == 2)
        #expect(texts[1].text.measurement.isTruncated == false)
        #expect(texts[0].text.measurement.isTruncated == true)
    }

    @Test("Cross-axis alignment: leading and trailing in a VStack")
    func crossAlignment() {
        let leading = layout(VStack(alignment: .leading) {
            Color.red.frame(width: 100, height: 10)
            Color.red.frame(width: 40, height: 10)
        })
        #expect(leading.frame("VStack/Color[1]").minX == leading.frame("VStack").minX)
        let trailing = layout(VStack(alignment: .trailing) {
            Color.red.frame(width: 100, height: 10)
            Color.red.frame(width: 40, height: 10)
        })
        #expect(trailing.frame("VStack/Color[1]").maxX == trailing.frame("VStack").maxX)
    }

    @Test("First-text-baseline alignment puts two fonts' baselines on one line")
    func baselineAlignment() {
        let result = layout(HStack(alignment: .firstTextBaseline) {
            Text("Big").font(.largeTitle)
            Text("small").font(.caption)
        }, width: 300, height: 200)
        let texts = result.texts
        let big = texts[0].element.frame.minY + texts[0].text.measurement.firstBaseline
        let small = texts[1].element.frame.minY + texts[1].text.measurement.firstBaseline
        #expect(abs(big - small) < 0.01)
    }

    @Test("An empty stack takes no space")
    func emptyStack() {
        let result = layout(VStack {})
        #expect(result.frame("VStack").size == .zero)
    }

    @Test("Right-to-left mirrors a horizontal stack: the first child is on the right")
    func rightToLeft() {
        let result = layout(HStack(spacing: 0) {
            Color.red.frame(width: 50, height: 10)
            Color.blue.frame(width: 100, height: 10)
        }, width: 150, height: 10) { $0.layoutDirection = .rightToLeft }
        #expect(result.frame("HStack/Color[0]").minX == 100)
        #expect(result.frame("HStack/Color[1]").minX == 0)
    }
}

@Suite struct ZStackPriorityTests {
    @Test("A ZStack is sized by its highest-priority children only; the rest are offered that size")
    func prioritySizesTheStack() {
        // SwiftUI: ZStack { Color.red; Text("x").layoutPriority(1) } is the size of the text.
        let result = layout(ZStack {
            Color.red
            Color.blue.frame(width: 40, height: 30).layoutPriority(1)
        }, width: 300, height: 300)
        #expect(result.frame("ZStack").size == CGSize(width: 40, height: 30))
        #expect(result.frame("ZStack/Color[0]").size == CGSize(width: 40, height: 30))
    }

    @Test("Alignment guides that push a child out grow the ZStack to the union of the aligned children")
    func guidesGrowTheStack() {
        // topLeading: the red square's guides are (0, 0), the blue one's (−40, −40), so blue's origin is 40 pt
        // right and down of red's; the union is max(50, 40 + 20) = 60 on each axis.
        let result = layout(ZStack(alignment: .topLeading) {
            Color.red.frame(width: 50, height: 50)
            Color.blue.frame(width: 20, height: 20).alignmentGuide(.leading) { _ in -40 }.alignmentGuide(.top) { _ in -40 }
        }, width: 300, height: 300)
        let stack = result.frame("ZStack")
        #expect(stack.size == CGSize(width: 60, height: 60))
        #expect(result.frame("ZStack/Color[1]").minX - stack.minX == 40)
        #expect(result.frame("ZStack/Color[0]").minX == stack.minX)
    }

    @Test("Without priorities a ZStack is the union of its children")
    func equalPriorities() {
        let result = layout(ZStack {
            Color.red.frame(width: 20, height: 50)
            Color.blue.frame(width: 40, height: 30)
        }, width: 300, height: 300)
        #expect(result.frame("ZStack").size == CGSize(width: 40, height: 50))
    }
}

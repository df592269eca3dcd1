import Foundation
import Testing
import WidgetryGraphics
@testable import WidgetryUI

@Suite struct PlacedElementTests {
    @Test("Every element's path: stacks, sibling indices, text, and modifiers carrying their view's path")
    func allPaths() {
        let result = layout(VStack {
            Text("Title").padding(4)
            HStack { Color.red.frame(width: 10, height: 10); Text("B") }
        })
        let paths = result.allElements.map { "\($0.kind) \($0.path)" }
        #expect(paths == [
            "vStack VStack",
            "padding VStack",
            "text VStack/Text(\"Title\")[0]",
            "hStack VStack/HStack[1]",
            "frame VStack/HStack[1]",
            "color VStack/HStack[1]/Color[0]",
            "text VStack/HStack[1]/Text(\"B\")[1]",
        ])
        // A view's own name is its last path component; a modifier has none.
        #expect(result.allElements.map(\.name) == ["VStack", nil, "Text(\"Title\")", "HStack", nil, "Color", "Text(\"B\")"])
    }

    @Test("A copy is independent: changing it leaves the original's frame, path and children alone")
    func copyOnWrite() {
        let original = layout(HStack { Text("A"); Text("B") }).root
        var copy = original
        copy.frame.origin.x += 100
        copy.path = "Moved"
        copy.children.removeAll()
        copy.content = .symbol(name: "star", color: .black)
        #expect(original.frame.origin.x + 100 == copy.frame.origin.x)
        #expect(original.path == "HStack")
        #expect(original.children.count == 2)
        if case .none = original.content {} else { Issue.record("the original's content changed") }
        #expect(copy.path == "Moved" && copy.children.isEmpty)
    }

    @Test("Elements built by hand keep the path they were given")
    func handBuilt() {
        var element = PlacedElement(path: "Custom/Path", kind: .modifier, frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        element.children.append(PlacedElement(path: "Custom/Path/Child", kind: .text, frame: .zero))
        #expect(element.path == "Custom/Path")
        #expect(element.allElements.map(\.path) == ["Custom/Path", "Custom/Path/Child"])
    }

    @Test("Children read and change the same whether an element holds one (a modifier) or several")
    func childrenStorage() {
        let padded = layout(Text("A").padding(4)).root   // a modifier: one child, held without an array
        #expect(padded.children.count == 1)
        var grown = padded
        grown.children.append(PlacedElement(path: "Extra", kind: .spacer, frame: .zero))
        #expect(grown.children.map(\.kind) == [.text, .spacer])
        #expect(padded.children.count == 1)                   // the original is untouched
        grown.children.removeFirst()
        #expect(grown.children.map(\.path) == ["Extra"])
        grown.children = []
        #expect(grown.children.isEmpty)
        var visited: [String?] = []
        padded.forEachChild { visited.append($0.name) }
        #expect(visited == ["Text(\"A\")"])
        #expect(layout(Text("A").padding(4)).allElements.count == 2)
    }

    @Test("A result laid out on one thread is read on many at once")
    func sharedAcrossThreads() async {
        let result = layout(VStack { ForEach(0..<50) { Text("Row \($0)") } })
        let expected = result.allElements.map(\.path)
        await withTaskGroup(of: [String].self) { group in
            for _ in 0..<8 { group.addTask { result.allElements.map(\.path) } }
            for await paths in group { #expect(paths == expected) }
        }
    }
}

@Suite struct AddressableViewTests {
    @Test("A view and its background or overlay have distinct paths: the decoration sits under the view it decorates")
    func decorationsHaveTheirOwnPaths() {
        let result = layout(HStack {
            Color.red.frame(width: 20, height: 20).background(Color.blue).overlay(Color.green)
            Text("A")
        })
        let views = result.allElements.filter { $0.name != nil }.map(\.path)
        #expect(views.contains("HStack/Color[0]"))
        #expect(views.contains("HStack/Color[0]/background/Rectangle"))
        #expect(views.contains("HStack/Color[0]/overlay/Rectangle"))
        // A colour given as a style fills a Rectangle. Every placed view is found by its path exactly once.
        #expect(Set(views).count == views.count)
    }
}

@Suite struct IdentifierHandleTests {
    @Test("id(_:) and accessibilityIdentifier(_:) find the view itself, not the modifier")
    func handles() {
        let result = layout(VStack {
            Text("Title").padding(4).id("title")
            Color.red.frame(width: 20, height: 10).accessibilityIdentifier("swatch")
        })
        #expect(result.element(identifiedBy: "title")?.path == "VStack/Text(\"Title\")[0]")
        #expect(result.element(identifiedBy: "swatch")?.frame.size == CGSize(width: 20, height: 10))
        #expect(result.element(identifiedBy: "missing") == nil)
        // Every named view inside an identified one is known by its handle.
        #expect(result.identifiers["VStack/Text(\"Title\")[0]"] == "title")
    }
}

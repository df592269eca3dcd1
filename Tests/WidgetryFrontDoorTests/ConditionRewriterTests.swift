import Foundation
import Testing
import WidgetryFrontDoor

/// A widget extension's `#if`s are decided as an iOS device build decides them, so Linux compiles the
/// iOS branches, and nothing moves off its line.
@Suite struct ConditionRewriterTests {
    @Test func osIOSKeepsTheIOSBranchAndDropsTheMacOne() {
        let source = """
            import SwiftUI
            #if os(iOS)
            let background = Color(uiColor: .systemBackground)
            #elseif os(macOS)
            let background = Color(nsColor: .windowBackgroundColor)
            #endif
            """
        let rewritten = RewriteFixtures.rewrite(source)
        #expect(RewriteFixtures.directives(rewritten) == ["#if true", "#elseif false", "#endif"])
        #expect(rewritten.rewrittenConditions == 2)
        #expect(rewritten.notes.isEmpty)
        RewriteFixtures.expectLinesKept(source, rewritten)
    }

    @Test func anElseChainActivatesExactlyOneClause() {
        let source = """
            #if os(watchOS)
            let columns = 1
            #elseif os(tvOS) || os(visionOS)
            let columns = 2
            #elseif canImport(UIKit) && !targetEnvironment(macCatalyst)
            let columns = 3
            #else
            let columns = 4
            #endif
            #if os(Linux)
            let host = "linux"
            #else
            let host = "apple"
            #endif
            """
        let rewritten = RewriteFixtures.rewrite(source)
        #expect(RewriteFixtures.directives(rewritten) == [
            "#if false", "#elseif false", "#elseif true", "#else", "#endif",
            // An active `#else` leaves every condition false.
            "#if false", "#else", "#endif",
        ])
        RewriteFixtures.expectLinesKept(source, rewritten)
    }

    @Test func nestedIfsAreDecidedInsideTheActiveBranch() {
        let source = """
            #if os(iOS)
            struct Padding {
                #if targetEnvironment(simulator)
                static let value = 8.0
                #else
                static let value = 16.0
                #endif
            }
            #else
            #if hasFeature(Embedded)
            struct Padding {}
            #endif
            #endif
            """
        let rewritten = RewriteFixtures.rewrite(source)
        #expect(RewriteFixtures.directives(rewritten) == [
            "#if true", "#if false", "#else", "#endif", "#else",
            // Compiled out anyway: the undecidable `#if` inside is not even looked at.
            "#if hasFeature(Embedded)", "#endif", "#endif",
        ])
        #expect(rewritten.notes.isEmpty)
        RewriteFixtures.expectLinesKept(source, rewritten)
    }

    @Test func canImportIsTrueForWidgetryModulesAndFalseForMissingFrameworks() {
        let source = """
            #if canImport(UIKit)
            import UIKit
            #endif
            #if canImport(MapKit)
            import MapKit
            #endif
            #if canImport(FoundationNetworking)
            import FoundationNetworking
            #endif
            #if canImport(StepsCore)
            import StepsCore
            #endif
            """
        let plain = RewriteFixtures.rewrite(source)
        #expect(RewriteFixtures.directives(plain).filter { $0.hasPrefix("#if") } == ["#if true", "#if false", "#if true", "#if false"])
        let withOwnModule = RewriteFixtures.rewrite(source, IOSBuildConfiguration(ownModules: ["StepsCore"]))
        #expect(RewriteFixtures.directives(withOwnModule).filter { $0.hasPrefix("#if") }.last == "#if true")
    }

    @Test func customConditionsComeFromTheTarget() {
        let source = """
            #if DEBUG && !STAGING
            let endpoint = "http://localhost"
            #else
            let endpoint = "https://api.example.com"
            #endif
            """
        #expect(RewriteFixtures.directives(RewriteFixtures.rewrite(source, IOSBuildConfiguration(customConditions: ["DEBUG"])))
            == ["#if true", "#else", "#endif"])
        #expect(RewriteFixtures.directives(RewriteFixtures.rewrite(source)) == ["#if false", "#else", "#endif"])
    }

    @Test func targetEnvironmentSimulatorFollowsTheConfiguration() {
        let source = """
            #if targetEnvironment(simulator)
            let groupID = "group.sim"
            #else
            let groupID = "group.device"
            #endif
            """
        #expect(RewriteFixtures.directives(RewriteFixtures.rewrite(source)).first == "#if false")
        #expect(RewriteFixtures.directives(RewriteFixtures.rewrite(source, IOSBuildConfiguration(simulator: true))).first == "#if true")
    }

    @Test func swiftVersionChecksFollowTheLanguageMode() {
        let source = """
            #if swift(>=6.0)
            let mode = 6
            #elseif swift(>=5.10)
            let mode = 5
            #endif
            #if compiler(>=6.3)
            let new = true
            #endif
            """
        #expect(RewriteFixtures.directives(RewriteFixtures.rewrite(source)) == ["#if true", "#elseif false", "#endif", "#if true", "#endif"])
        #expect(RewriteFixtures.directives(RewriteFixtures.rewrite(source, IOSBuildConfiguration(languageMode: .swift5)))
            == ["#if false", "#elseif true", "#endif", "#if true", "#endif"])
    }

    @Test func undecidableConditionsAreLeftToTheCompilerWithANote() {
        let source = """
            #if hasFeature(StrictConcurrency)
            let strict = true
            #else
            let strict = false
            #endif
            #if os(iOS) && hasAttribute(retroactive)
            extension Int: @retroactive Identifiable { public var id: Int { self } }
            #endif
            #if MAJOR == 2
            let two = true
            #endif
            """
        let rewritten = RewriteFixtures.rewrite(source)
        #expect(rewritten.text.hasSuffix(source))
        #expect(rewritten.rewrittenConditions == 0)
        #expect(rewritten.notes.map(\.line) == [1, 6, 9])
        #expect(rewritten.notes.first?.condition == "hasFeature(StrictConcurrency)")
        #expect(rewritten.notes.first?.reason.contains("hasFeature(StrictConcurrency)") == true)
    }

    @Test func aCompiledOutBranchWithNewerSyntaxKeepsItsVersionCheck() {
        // `swift(>=99)` excuses the syntax it guards; `false` would not, so the #if stays as written.
        let source = """
            #if swift(>=99)
            let x = @@future syntax@@
            #else
            let x = 1
            #endif
            """
        let rewritten = RewriteFixtures.rewrite(source)
        #expect(rewritten.rewrittenConditions == 0)
        #expect(rewritten.notes.count == 1)
    }

    @Test func aPostfixIfInAModifierChainIsDecided() {
        let source = """
            struct Title: View {
                var body: some View {
                    Text("Steps")
                        .font(.headline)
                        #if os(iOS)
                        .foregroundStyle(.primary)
                        #elseif os(macOS)
                        .foregroundStyle(.secondary)
                        #endif
                        .lineLimit(1)
                }
            }
            """
        let rewritten = RewriteFixtures.rewrite(source)
        #expect(RewriteFixtures.directives(rewritten) == ["#if true", "#elseif false", "#endif"])
        RewriteFixtures.expectLinesKept(source, rewritten)
    }

    @Test func ifsInAttributesAndSwitchCasesAreDecided() {
        let source = """
            #if os(iOS)
            @available(iOS 17, *)
            #endif
            struct Modes {
                func name(_ family: Int) -> String {
                    switch family {
                    #if os(watchOS)
                    case 0: return "corner"
                    #endif
                    default: return "other"
                    }
                }
            }
            """
        let rewritten = RewriteFixtures.rewrite(source)
        #expect(RewriteFixtures.directives(rewritten) == ["#if true", "#endif", "#if false", "#endif"])
        RewriteFixtures.expectLinesKept(source, rewritten)
    }

    @Test func aMultiLineConditionKeepsItsLineBreaks() {
        // A condition may continue on the next line inside parentheses.
        let source = """
            #if os(iOS) || (
                os(visionOS))
            let touch = true
            #endif
            let after = 1
            """
        let body = RewriteFixtures.body(RewriteFixtures.rewrite(source))
        #expect(body.count == 5)
        #expect(body[0] == "#if true")
        #expect(body[2] == "let touch = true")
        #expect(body[4] == "let after = 1")
    }

    @Test func aConditionWrittenAgainstTheKeywordStillParses() {
        let rewritten = RewriteFixtures.rewrite("#if(os(iOS))\nlet a = 1\n#endif")
        #expect(RewriteFixtures.body(rewritten)[0] == "#if true")
    }

    @Test func theCopyStartsWithTheOriginalPathAndAByteOrderMarkIsDropped() {
        let rewritten = RewriteFixtures.rewrite("\u{FEFF}let a = 1\n")
        #expect(rewritten.text == "#sourceLocation(file: \"/Users/ana/Steps/StepsWidget/StepsWidget.swift\", line: 1)\nlet a = 1\n")
    }
}

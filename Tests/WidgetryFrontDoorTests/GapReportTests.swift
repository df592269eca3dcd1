import Foundation
import Testing
import WidgetryXcode
@testable import WidgetryFrontDoor

/// After a failed build, one ranked list separates what Widgetry lacks from errors in the code itself.
@Suite struct GapReportTests {
    static let log = """
        /w/Steps/Chart.swift:9:9: error: cannot find 'SectionedFetchRequest' in scope
        /w/Steps/Chart.swift:10:13: error: cannot find 'UISceneConfiguration' in scope
        /w/Steps/History.swift:30:9: error: cannot find 'SectionedFetchRequest' in scope
        /w/Steps/History.swift:31:13: error: cannot find 'UISceneConfiguration' in scope
        /w/Steps/History.swift:44:9: error: cannot find 'SectionedFetchRequest' in scope
        /w/Steps/Store.swift:12:17: error: cannot find 'StepHistoryStore' in scope
        /w/Steps/View.swift:20:31: error: cannot convert value of type 'Int' to expected argument type 'String'
        /w/Steps/View.swift:21:5: warning: variable 'x' was never mutated; consider changing to 'let' constant
        """

    @Test("Known gaps are ranked by uses, with their places and hint; unknown names and the code's own errors apart")
    func ranking() {
        let report = GapReport(diagnostics: BuildLogReader.read(Self.log))
        #expect(report.gaps.map(\.symbol) == ["SectionedFetchRequest", "UISceneConfiguration"])
        #expect(report.gaps.map(\.uses.count) == [3, 2])
        #expect(report.unknownNames.map(\.symbol) == ["StepHistoryStore"])
        #expect(report.otherErrors.count == 1)
        let text = report.text
        #expect(text.contains("1. SectionedFetchRequest — 3 uses: Chart.swift:9, History.swift:30, History.swift:44"))
        #expect(text.contains("2. UISceneConfiguration — 2 uses"))
        #expect(text.contains("UIKit"))
        #expect(text.contains("1. StepHistoryStore — 1 use: Store.swift:12"))
        #expect(text.contains("Errors in the code itself: 1"))
        // Warnings are not in the way.
        #expect(!text.contains("never mutated"))
    }

    @Test("A call Widgetry's declaration does not take is Widgetry's API differing, named from the compiler's note; not the code's own error")
    func apiDifferences() {
        let log = """
            /w/Steps/Store.swift:113:45: error: missing argument for parameter 'filePresenter' in call
            /opt/widgetry/Sources/WidgetryFoundation/NSFileCoordinator.swift:44:12: note: 'init(filePresenter:)' declared here
            /w/Steps/Store.swift:247:45: error: missing argument for parameter 'filePresenter' in call
            /opt/widgetry/Sources/WidgetryFoundation/NSFileCoordinator.swift:44:12: note: 'init(filePresenter:)' declared here
            /w/Steps/Theme.swift:41:35: error: reference to member 'tertiaryTint' cannot be resolved without a contextual type
            /w/Steps/View.swift:20:31: error: missing argument for parameter 'count' in call
            /w/Steps/Model.swift:3:10: note: 'init(count:)' declared here
            """
        let report = GapReport(diagnostics: BuildLogReader.read(log), widgetrySources: "/opt/widgetry")
        #expect(report.apiDifferences.map(\.symbol) == ["init(filePresenter:) (NSFileCoordinator)"])
        #expect(report.apiDifferences.first?.uses.map(\.line) == [113, 247])
        #expect(report.unknownNames.map(\.symbol) == ["tertiaryTint"])
        // The user's own initializer is the user's to fix.
        #expect(report.otherErrors.map(\.line) == [20])
        #expect(report.text.contains("Widgetry's API differs from Apple's here") && report.text.contains("1. init(filePresenter:) (NSFileCoordinator) — 2 uses"))
    }

    /// Held-out batch 14: `UIDeviceOrientation` missing gave five "unknown APIs" for its cases and a "code's own" error.
    @Test("An implicit member whose type is missing in its file, and an error quoting a missing type, are follow-ons")
    func followOns() {
        let log = """
            /w/A/Orientation.swift:15:23: error: cannot find type 'UIDeviceOrientation' in scope
            /w/A/Manager.swift:18:26: error: cannot find type 'UIDeviceOrientation' in scope
            /w/A/Manager.swift:27:37: error: cannot infer contextual base in reference to member 'portrait'
            /w/A/Manager.swift:28:37: error: cannot infer contextual base in reference to member 'landscapeLeft'
            /w/A/Other.swift:5:10: error: cannot infer contextual base in reference to member 'standard'
            /w/A/View.swift:20:31: error: cannot convert value of type 'UIDeviceOrientation' to expected argument type 'Int'
            /w/A/View.swift:21:31: error: cannot convert value of type 'Int' to expected argument type 'String'
            """
        let report = GapReport(diagnostics: BuildLogReader.read(log))
        // Where no type is missing in the file, the member stays a name of its own.
        #expect(report.unknownNames.map(\.symbol) == ["UIDeviceOrientation", "standard"])
        #expect(report.followOnErrors.map(\.line) == [27, 28, 20])
        #expect(report.otherErrors.map(\.line) == [21])
        #expect(report.text.contains("Follow-on errors: 3") && report.text.contains("Errors in the code itself: 1"))
        #expect(!report.isEmpty)
    }

    @Test("The name is taken from each kind of missing-name message")
    func names() {
        #expect(GapReport.missingName(in: "cannot find type 'Foo' in scope") == "Foo")
        #expect(GapReport.missingName(in: "value of type 'View' has no member 'glassEffect'") == "glassEffect")
        #expect(GapReport.missingName(in: "no such module 'HealthKit'") == "HealthKit")
        #expect(GapReport.missingName(in: "cannot convert value") == nil)
    }

    /// Held-out batch 11: `WidgetCenter.currentConfigurations()` was listed among names "the target may not include",
    /// though `WidgetCenter` is Widgetry's own stand-in for WidgetKit's type.
    @Test("A member missing from a type Widgetry declares is Widgetry's to add, named with its type; other types' stay unknown")
    func membersOfWidgetryTypes() {
        let log = """
            /w/Kit/Status.swift:84:62: error: value of type 'WidgetCenter' has no member 'currentConfigurations'
            /w/Kit/Theme.swift:16:100: error: 'IndicatorStyle' is not a member type of class 'WidgetryUIKit.UIScrollView'
            /w/Kit/Store.swift:12:17: error: value of type 'StepStore' has no member 'flush'
            /w/Kit/Flags.swift:3:5: error: type 'WidgetFamily?' has no member 'systemHuge'
            """
        let report = GapReport(diagnostics: BuildLogReader.read(log), widgetryTypes: ["WidgetCenter", "UIScrollView", "WidgetFamily"])
        #expect(report.missingMembers.map(\.symbol).sorted() == ["UIScrollView.IndicatorStyle", "WidgetCenter.currentConfigurations", "WidgetFamily.systemHuge"])
        #expect(report.unknownNames.map(\.symbol) == ["flush"])
        #expect(report.text.contains("Members Widgetry's stand-ins for Apple's types lack"))
        // Without the index, as before: every missing name is unknown.
        #expect(GapReport(diagnostics: BuildLogReader.read(log)).unknownNames.count == 4)
    }

    /// Held-out batch 11: Kingfisher's 11-argument `CGImage(width:…intent:)` was reported as "Widgetry's API differs",
    /// named after the package-level initializer the compiler offered as the only candidate.
    @Test("A call whose only candidate is a Widgetry declaration that is not public is a missing initializer, not an API difference")
    func nonPublicCandidates() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gap-\(UUID().uuidString)/Sources/WidgetryUIKit")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent().deletingLastPathComponent()) }
        let file = folder.appendingPathComponent("CGImage.swift")
        try Data("public final class CGImage {\n    package init(image: Int, crop: Int) {}\n    public init(copy: CGImage) {}\n}\n".utf8).write(to: file)
        let root = folder.deletingLastPathComponent().deletingLastPathComponent().path
        let log = """
            /w/Kit/Drawing.swift:571:16: error: 'CGImage' initializer is inaccessible due to 'package' protection level
            /w/Kit/Drawing.swift:572:13: error: missing argument for parameter 'image' in call
            \(file.path):2:13: note: 'init(image:crop:)' declared here
            /w/Kit/Drawing.swift:580:13: error: missing argument for parameter 'copy' in call
            \(file.path):3:12: note: 'init(copy:)' declared here
            """
        let report = GapReport(diagnostics: BuildLogReader.read(log), widgetrySources: root)
        #expect(report.missingMembers.map(\.symbol) == ["CGImage.init"])
        #expect(report.missingMembers.first?.uses.map(\.line) == [571, 572])
        // A public declaration that does not take the call is still an API difference.
        #expect(report.apiDifferences.map(\.symbol) == ["init(copy:) (CGImage)"])
    }

    @Test("The type index reads public declarations after attributes and modifiers, and nothing from comments or expressions")
    func typeIndex() {
        let source = """
            /// A class UIFake in a comment
            @MainActor public final class UIScrollView: UIView {
                public enum IndicatorStyle: Int { case `default` }
            }
            public struct WidgetInfo {}
            enum Base { case a }
            let x = Foo.self
            """
        // Internal `Base` is left out: Kingfisher's generic parameter `Base` was taken for Widgetry's type.
        #expect(WidgetryTypeIndex.declaredTypes(in: source) == ["UIScrollView", "IndicatorStyle", "WidgetInfo"])
        #expect(WidgetryTypeIndex.baseType(in: "value of type 'Binding<Bool>' has no member 'x'") == "Binding")
        #expect(WidgetryTypeIndex.baseType(in: "type 'UIColor.Type' has no member 'x'") == "UIColor")
        #expect(WidgetryTypeIndex.baseType(in: "cannot find 'x' in scope") == nil)
        #expect(WidgetryTypeIndex.typePath(in: "value of type 'WidgetryUIKit.UIStackView.Distribution' has no member 'x'") == ["UIStackView", "Distribution"])
    }

    @Test("A member missing from the app's own nested type is the app's, though Widgetry names a type like the inner one")
    func appNestedTypeIsNotWidgetrys() {
        // A Live Activity whose content state lost a property (the widget was copied from another project).
        let log = """
            /w/Widget/LiveActivity.swift:24:43: error: value of type 'DailyActivityAttributes.ContentState' has no member 'storyCount'
            /w/Widget/Badge.swift:9:12: error: value of type 'UIStackView.Distribution' has no member 'spread'
            """
        let report = GapReport(diagnostics: BuildLogReader.read(log), widgetryTypes: ["ContentState", "UIStackView", "Distribution"])
        #expect(report.missingMembers.map(\.symbol) == ["Distribution.spread"])
        #expect(report.unknownNames.map(\.symbol) == ["storyCount"])
    }

    @Test("Objective-C runtime calls and overrides of key-value coding are named as such, with their guard")
    func objectiveCRuntimeAndKeyValueCoding() {
        let log = """
            /w/Pods/Model.swift:69:33: error: non-@objc instance method 'value(forKey:)' is declared in extension of 'NSObject' and cannot be overridden
            /w/Pods/Props.swift:20:17: error: cannot find 'property_getName' in scope
            /w/Theme/NSObject+Theme.swift:57:42: error: cannot find 'method' in scope
            /w/Theme/NSObject+Theme.swift:11:96: error: '(NSObject, Selector, CGColor) -> Void' is not representable in Objective-C, so it cannot be used with '@convention(c)'
            """
        let report = GapReport(diagnostics: BuildLogReader.read(log))
        #expect(Set(report.gaps.map(\.symbol)) == ["key-value coding override", "Objective-C runtime"])
        #expect(report.gaps.first { $0.symbol == "Objective-C runtime" }?.uses.count == 3)
        #expect(report.unknownNames.isEmpty && report.otherErrors.isEmpty)
    }

    /// A package's C library built against the system's headers (a libxml2 wrapper meeting ICU's): every error is in a
    /// header, and none is the user's to fix.
    @Test("Errors in files that are not the user's are counted apart, with where they are")
    func errorsOutsideTheUsersFiles() {
        let log = """
            /w/Steps/View.swift:20:31: error: cannot convert value of type 'Int' to expected argument type 'String'
            /usr/include/unicode/utypes.h:670:5: error: redefinition of enumerator 'U_MF_UNRESOLVED_VARIABLE_ERROR'
            /usr/include/unicode/utypes.h:671:5: error: redefinition of enumerator 'U_MF_FORMATTING_ERROR'
            """
        let report = GapReport(diagnostics: BuildLogReader.read(log), ownFiles: ["/w/Steps/View.swift"])
        #expect(report.otherErrors.count == 1)
        #expect(report.elsewhereErrors.map(\.line) == [670, 671])
        #expect(report.text.contains("Errors outside your files: 2, in /usr/include/unicode/utypes.h — "))
        // Without the user's files named, every error is the code's own, as before.
        #expect(GapReport(diagnostics: BuildLogReader.read(log)).otherErrors.count == 3)
    }

    @Test("The user's files are the ones the planner copied, named as their copies' #sourceLocation lines name them")
    func originalFilesFromCopies() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("originals-\(UUID().uuidString)")
        let folder = root.appendingPathComponent("My \"Best\" Widget")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let view = folder.appendingPathComponent("View.swift")
        try Data("import SwiftUI\nstruct V: View { var body: some View { Text(\"a\") } }\n".utf8).write(to: view)
        let target = TargetSources(name: "W", moduleName: "W", swiftFiles: [view])
        let plan = try GeneratedPackagePlanner().plan(target: target, frameworks: [], folder: root.appendingPathComponent("out"), widgetryPackage: root)
        // The entry point the planner adds is not the user's.
        #expect(plan.package.originalFiles == [view.path])
        let copy = try #require(plan.package.modules.last?.files.first { $0.key.hasSuffix("View.swift") }?.value)
        #expect(copy.hasPrefix(SourceLocationDirective.header(forFile: view.path)))
    }
}

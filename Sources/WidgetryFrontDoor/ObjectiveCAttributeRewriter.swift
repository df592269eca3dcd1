import Foundation
import SwiftParser
import SwiftSyntax

/// Removes, on the generated package's copy of a file, the Objective-C attributes Linux's Swift refuses
/// ("Objective-C interoperability is disabled"): `@objc`, `@objc(Name)`, `@objcMembers`, `@IBOutlet`.
/// (An `@objc` protocol's `optional` methods become ordinary requirements with defaults: ``OptionalRequirementRewriter``.)
///
/// Nothing on Linux calls through the Objective-C runtime, so the declarations behave the same for
/// Swift callers; what may differ (selectors, key-value observing) is reported separately. The
/// attributes are blanked to spaces, so every line and column stays where it was and diagnostics still
/// point at the user's file.
public enum ObjectiveCAttributeRewriter {
    /// Attributes removed, by name as written after `@`.
    static let removedAttributes: Set<String> = ["objc", "objcMembers", "IBOutlet", "IBOutletCollection"]

    /// Attributes renamed, same length, to what Widgetry's facade declares: `@NSManaged` becomes the
    /// CoreData facade's `@CDManaged` macro, whose accessors read the managed object's values (the
    /// built-in attribute type-checks on Linux, then its accessors are missing at link time).
    static let renamedAttributes: [String: String] = ["NSManaged": "CDManaged"]

    /// How the front door names a class's `override func observeValue(forKeyPath:of:change:context:)`.
    public static let observeValueOverride = "override func observeValue(forKeyPath:of:change:context:)"

    /// NSObject methods iOS classes override that Linux's NSObject does not declare, each with the Widgetry protocol the
    /// copy's class adopts instead (`override` dropped): Widgetry calls the class's own through it — observations it
    /// delivers, keys key-value coding finds no property for.
    static let adoptedOverrides: [String: String] = [
        "observeValue(forKeyPath:of:change:context:)": "NSKeyValueObserving",
        "setValue(_:forUndefinedKey:)": "NSKeyValueCodingUndefinedKeys",
        "value(forUndefinedKey:)": "NSKeyValueCodingUndefinedKeys",
        "setNilValueForKey(_:)": "NSKeyValueCodingUndefinedKeys",
    ]

    /// `super.` calls inside such overrides, written as the NSObject methods Widgetry's Foundation declares under
    /// another name (so they do not clash with the class's own).
    static let superCalls: [String: String] = [
        "observeValue(forKeyPath:of:change:context:)": "observeValueAsNSObject",
        "setValue(_:forUndefinedKey:)": "setValueAsNSObject",
        "value(forUndefinedKey:)": "valueAsNSObject",
        "setNilValueForKey(_:)": "setNilValueForKeyAsNSObject",
    ]

    /// Whether `initializer` is an override of `NSManagedObject.init(entity:insertInto:)`.
    static func isManagedObjectInitializer(_ initializer: InitializerDeclSyntax) -> Bool {
        initializer.modifiers.contains { $0.name.text == "override" }
            && initializer.signature.parameterClause.parameters.map(\.firstName.text) == ["entity", "insertInto"]
    }

    /// A function's Swift name with its argument labels (`setValue(_:forUndefinedKey:)`).
    static func signature(of function: FunctionDeclSyntax) -> String {
        function.name.text + "(" + function.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined() + ")"
    }

    /// The protocol a class adopts for `function`, when it overrides one of ``adoptedOverrides``.
    static func adoptedProtocol(for function: FunctionDeclSyntax) -> String? {
        guard function.modifiers.contains(where: { $0.name.text == "override" }) else { return nil }
        return adoptedOverrides[signature(of: function)]
    }

    /// Whether `function` overrides NSObject's key-value observing callback (see ``adoptedOverrides``).
    static func overridesObserveValue(_ function: FunctionDeclSyntax) -> Bool {
        adoptedProtocol(for: function) == "NSKeyValueObserving"
    }

    /// The kinds of construct this rewriter removes, so the front door reports them as notes, not as
    /// code the user must change.
    public static let rewrittenKinds: Set<ObjectiveCConstruct.Kind> = [.objcAttribute, .interfaceBuilderOutlet]

    /// `text` with the attributes blanked, and how many were.
    /// With `renamingManagedProperties` (the file imports CoreData), `@NSManaged` is renamed too.
    public static func rewrite(_ text: String, renamingManagedProperties: Bool = false) -> (text: String, removed: Int) {
        let tree = Parser.parse(source: text)
        let finder = Finder(viewMode: .sourceAccurate)
        finder.renaming = renamingManagedProperties
        finder.walk(tree)
        guard !finder.ranges.isEmpty || !finder.renames.isEmpty || !finder.insertions.isEmpty || !finder.replacements.isEmpty else {
            return (text, 0)
        }
        var bytes = Array(text.utf8)
        for (offset, name) in finder.renames {
            let replacement = Array(name.utf8)
            bytes.replaceSubrange(offset..<offset + replacement.count, with: replacement)
        }
        bytes = SourceBlanking.blankingBytes(finder.ranges, in: bytes)
        // Last first, so earlier offsets stay right; no insertion or replacement holds a line break, so lines do not move.
        let edits = finder.insertions.map { (range: $0.offset..<$0.offset, text: $0.text) } + finder.replacements
        for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) where edit.range.upperBound <= bytes.count {
            bytes.replaceSubrange(edit.range, with: Array(edit.text.utf8))
        }
        return (String(decoding: bytes, as: UTF8.self), finder.ranges.count)
    }

    /// `text` with `@NSManaged` blanked on optional properties (`T?`, `T!`), and the 1-based lines where it was,
    /// for a file that does not import CoreData (a plain class, or an `NSObject` subclass, declaring its
    /// properties as Core Data's generated code does). Without the Objective-C runtime such a property has
    /// no accessors at link time; as a stored property it starts as `nil`, where iOS would send the message
    /// through the runtime. Non-optional properties keep the attribute: a stored one would need an initial
    /// value, and the guard advice says what to write.
    public static func storingOptionalManagedProperties(_ text: String) -> (text: String, lines: [Int]) {
        let tree = Parser.parse(source: text)
        let finder = OptionalManagedFinder(viewMode: .sourceAccurate)
        finder.walk(tree)
        return SourceBlanking.blank(finder.ranges, in: text, tree: tree)
    }

    /// Finds `@NSManaged` on variables whose every binding is declared optional.
    private final class OptionalManagedFinder: SyntaxVisitor {
        var ranges: [Range<Int>] = []

        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            guard let managed = node.attributes.lazy.compactMap({ $0.as(AttributeSyntax.self) })
                    .first(where: { $0.attributeName.as(IdentifierTypeSyntax.self)?.name.text == "NSManaged" }),
                  node.bindings.allSatisfy({ binding in
                      guard let type = binding.typeAnnotation?.type else { return false }
                      return type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
                  }) else { return .visitChildren }
            ranges.append(managed.positionAfterSkippingLeadingTrivia.utf8Offset..<managed.endPositionBeforeTrailingTrivia.utf8Offset)
            return .skipChildren
        }
    }

    /// Collects the byte ranges to blank.
    private final class Finder: SyntaxVisitor {
        var ranges: [Range<Int>] = []
        var renames: [(offset: Int, name: String)] = []
        var insertions: [(offset: Int, text: String)] = []
        var replacements: [(range: Range<Int>, text: String)] = []
        var renaming = false

        /// `super.observeValue(forKeyPath:…)` and the other ``superCalls`` inside such an override: NSObject's own, which
        /// Linux's lacks, is Widgetry's under another name (`observeValueAsNSObject` ignores the call, where iOS's raises
        /// for a context nobody handles; the key-value coding ones stop the program as iOS's).
        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.base?.is(SuperExprSyntax.self) == true else {
                return .visitChildren
            }
            let labels = node.arguments.map { ($0.label?.text ?? "_") + ":" }.joined()
            if let renamed = ObjectiveCAttributeRewriter.superCalls[member.declName.baseName.text + "(" + labels + ")"] {
                let name = member.declName.baseName
                replacements.append((name.positionAfterSkippingLeadingTrivia.utf8Offset..<name.endPositionBeforeTrailingTrivia.utf8Offset, renamed))
            }
            return .visitChildren
        }

        /// Core Data's generated relationship accessors (`@NSManaged public func addToItems(_ value: Item)`) have no
        /// body; the Objective-C runtime supplies one. The copy drops the attribute and gives each an empty body
        /// (or one that stops, for a function returning a value): the widget compiles, and the relationship's
        /// values come from the Core Data fixture.
        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            guard renaming, node.body == nil,
                  let managed = node.attributes.lazy.compactMap({ $0.as(AttributeSyntax.self) })
                      .first(where: { $0.attributeName.as(IdentifierTypeSyntax.self)?.name.text == "NSManaged" }) else {
                return .visitChildren
            }
            ranges.append(managed.positionAfterSkippingLeadingTrivia.utf8Offset..<managed.endPositionBeforeTrailingTrivia.utf8Offset)
            let returnsValue = node.signature.returnClause.map { $0.type.trimmedDescription != "Void" && $0.type.trimmedDescription != "()" } ?? false
            insertions.append((node.endPositionBeforeTrailingTrivia.utf8Offset,
                               returnsValue ? " { fatalError(\"Core Data accessor without the Objective-C runtime\") }" : " {}"))
            for attribute in node.attributes.compactMap({ $0.as(AttributeSyntax.self) }) where attribute.id != managed.id {
                _ = visit(attribute)
            }
            return .skipChildren
        }

        /// A class overriding one of ``adoptedOverrides``: `override` blanked, the protocols adopted on the declaration's
        /// own line. A managed class's `override init(entity:insertInto:)` (Core Data's generated classes write one) is
        /// `required` in the copy, as Widgetry's `NSManagedObject` declares it (its fetches make objects from the class),
        /// and at least as visible as the class.
        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            let classIsPublic = node.modifiers.contains { ["public", "open"].contains($0.name.text) }
            for initializer in node.memberBlock.members.compactMap({ $0.decl.as(InitializerDeclSyntax.self) })
            where ObjectiveCAttributeRewriter.isManagedObjectInitializer(initializer) {
                for modifier in initializer.modifiers {
                    let range = modifier.positionAfterSkippingLeadingTrivia.utf8Offset..<modifier.endPositionBeforeTrailingTrivia.utf8Offset
                    switch modifier.name.text {
                    case "override": replacements.append((range, "required"))
                    case "private", "fileprivate": replacements.append((range, classIsPublic ? "public" : ""))
                    case "internal" where classIsPublic: replacements.append((range, "public"))
                    default: break
                    }
                }
            }
            var protocols: [String] = []
            for function in node.memberBlock.members.compactMap({ $0.decl.as(FunctionDeclSyntax.self) }) {
                guard let adopted = ObjectiveCAttributeRewriter.adoptedProtocol(for: function) else { continue }
                if let modifier = function.modifiers.first(where: { $0.name.text == "override" }) {
                    ranges.append(modifier.positionAfterSkippingLeadingTrivia.utf8Offset..<modifier.endPositionBeforeTrailingTrivia.utf8Offset)
                }
                if !protocols.contains(adopted) { protocols.append(adopted) }
            }
            guard !protocols.isEmpty else { return .visitChildren }
            let list = protocols.joined(separator: ", ")
            if let clause = node.inheritanceClause {
                insertions.append((clause.endPositionBeforeTrailingTrivia.utf8Offset, ", " + list))
            } else {
                let end = node.genericParameterClause?.endPositionBeforeTrailingTrivia ?? node.name.endPositionBeforeTrailingTrivia
                insertions.append((end.utf8Offset, ": " + list))
            }
            return .visitChildren
        }

        override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
            if let name = node.attributeName.as(IdentifierTypeSyntax.self)?.name.text,
               ObjectiveCAttributeRewriter.removedAttributes.contains(name) {
                ranges.append(node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset)
            } else if renaming, let name = node.attributeName.as(IdentifierTypeSyntax.self)?.name,
                      let renamed = ObjectiveCAttributeRewriter.renamedAttributes[name.text] {
                renames.append((name.positionAfterSkippingLeadingTrivia.utf8Offset, renamed))
            }
            return .skipChildren
        }
    }
}

/// Writes `#selector(Type.method(_:with:))` as `Selector("method:with:")` on the generated package's copy:
/// Linux's Swift refuses `#selector` ("can only be used with the Objective-C runtime"), and Widgetry's
/// Foundation declares `Selector` as the method's name (nothing is ever invoked through it). Lines stay
/// where they were (a selector written over several lines keeps its line breaks after the replacement).
public enum SelectorRewriter {
    /// `text` with each `#selector(…)` replaced, and how many were.
    public static func rewrite(_ text: String) -> (text: String, replaced: Int) {
        let tree = Parser.parse(source: text)
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(tree)
        guard !finder.replacements.isEmpty else { return (text, 0) }
        let replaced = SourceBlanking.replacingKeepingLines(finder.replacements.map { ($0.range, "Selector(\"\($0.name)\")") }, in: text)
        return (replaced, finder.replacements.count)
    }

    /// The Objective-C name of the method `expression` names: its base name and one colon per argument,
    /// a first labelled argument spelled `With<Label>:` as Swift exports it (`update(value:)` →
    /// `updateWithValue:`); `getter:`/`setter:` give the property's accessor names.
    static func selectorName(of argument: LabeledExprSyntax) -> String {
        var expression = argument.expression
        if let call = expression.as(FunctionCallExprSyntax.self) { expression = call.calledExpression }
        let declName = expression.as(MemberAccessExprSyntax.self)?.declName ?? expression.as(DeclReferenceExprSyntax.self)
        let base = declName?.baseName.text ?? expression.trimmedDescription
        switch argument.label?.text {
        case "getter": return base
        case "setter": return "set" + base.prefix(1).uppercased() + base.dropFirst() + ":"
        default: break
        }
        let labels = declName?.argumentNames?.arguments.map(\.name.text) ?? []
        return base + labels.enumerated().map { index, label in
            if label == "_" { return ":" }
            return (index == 0 ? "With" + label.prefix(1).uppercased() + label.dropFirst() : label) + ":"
        }.joined()
    }

    private final class Finder: SyntaxVisitor {
        var replacements: [(range: Range<Int>, name: String)] = []

        override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
            guard node.macroName.text == "selector", let argument = node.arguments.first else { return .visitChildren }
            replacements.append((node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset,
                                 SelectorRewriter.selectorName(of: argument)))
            return .skipChildren
        }
    }
}


import Foundation
import SwiftParser
import SwiftSyntax

/// Renames, on the generated package's copy, a subclass's override of a member that the module declares `@objc` in an
/// extension of the superclass (`extension UIImageView { @objc func shouldPreloadAllAnimation() -> Bool { true } }`,
/// then `class AnimatedImageView: UIImageView { override func shouldPreloadAllAnimation() -> Bool { false } }`).
///
/// On iOS the extension's member is an Objective-C method and the subclass overrides it through Objective-C dispatch —
/// the only way Swift lets an extension's member be overridden. Linux's Swift has no Objective-C dispatch and refuses
/// the override ("declared in extension … and cannot be overridden"). No spelling keeps both: the copy drops
/// `override` and renames the subclass's member (`widgetryOverride_shouldPreloadAllAnimation`), so its body still
/// compiles and every call reaches the extension's member — for an instance of the subclass too, which is where
/// behaviour may differ, and the front door's note says so. Lines stay where they were.
public enum SubclassOverrideRewriter {
    /// One override renamed, for the front door's note.
    public struct Rename: Sendable, Hashable {
        /// The override's line in the file.
        public var line: Int
        /// The member (`shouldPreloadAllAnimation()`).
        public var member: String
        /// The class whose extension declares it.
        public var extendedClass: String
    }

    /// What a module's files declare that decides the rewrite: `@objc` members of extensions, by the extended type's
    /// name, and each class's superclass (the first inherited type of a class declaration).
    public struct ModuleDeclarations: Sendable, Hashable {
        /// Member keys (`name(label:)`, or a property's name) declared `@objc` or `dynamic` in an extension, by type name.
        public var objectiveCExtensionMembers: [String: Set<String>] = [:]
        /// Each class's first inherited type.
        public var superclasses: [String: String] = [:]

        /// The extended class whose extension declares `member` for a subclass of `className`, nearest first.
        func extensionDeclaring(_ member: String, above className: String) -> String? {
            var current = superclasses[className]
            var seen: Set<String> = []
            while let type = current, seen.insert(type).inserted {
                if objectiveCExtensionMembers[type]?.contains(member) == true { return type }
                current = superclasses[type]
            }
            return nil
        }
    }

    /// What `texts` (a module's files) declare.
    public static func declarations(in texts: [String]) -> ModuleDeclarations {
        var declarations = ModuleDeclarations()
        // One parse per file that can declare either; most files of a module declare neither.
        for text in texts where text.contains("class") || (text.contains("extension") && (text.contains("@objc") || text.contains("dynamic"))) {
            let collector = Collector(viewMode: .sourceAccurate)
            collector.walk(Parser.parse(source: text))
            declarations.objectiveCExtensionMembers.merge(collector.members) { $0.union($1) }
            declarations.superclasses.merge(collector.superclasses) { first, _ in first }
        }
        // A module without an `@objc` extension member has no override to rename: its superclasses are not needed.
        if declarations.objectiveCExtensionMembers.isEmpty { declarations.superclasses = [:] }
        return declarations
    }

    /// `text` with each override of an `@objc` extension member renamed, and what was renamed.
    public static func rewrite(_ text: String, declarations: ModuleDeclarations) -> (text: String, renames: [Rename]) {
        guard !declarations.objectiveCExtensionMembers.isEmpty, text.contains("override") else { return (text, []) }
        let tree = Parser.parse(source: text)
        let finder = OverrideFinder(declarations: declarations)
        finder.walk(tree)
        guard !finder.replacements.isEmpty else { return (text, []) }
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        let renames = finder.renamed.map { found in
            Rename(line: converter.location(for: AbsolutePosition(utf8Offset: found.offset)).line, member: found.member, extendedClass: found.extended)
        }
        return (SourceBlanking.replacingKeepingLines(finder.replacements, in: text), renames)
    }

    /// A function's key: its name and argument labels, as Swift names it (`set(to:)`, `reset()`).
    static func key(of function: FunctionDeclSyntax) -> String {
        function.name.text + "(" + function.signature.parameterClause.parameters.map { ($0.firstName.text == "_" ? "_" : $0.firstName.text) + ":" }.joined() + ")"
    }

    /// A variable's key: its first pattern's name.
    static func key(of variable: VariableDeclSyntax) -> String? {
        variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
    }

    static func isObjectiveC(_ attributes: AttributeListSyntax, _ modifiers: DeclModifierListSyntax) -> Bool {
        attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "objc" }
            || modifiers.contains { $0.name.text == "dynamic" }
    }

    private final class Collector: SyntaxVisitor {
        var members: [String: Set<String>] = [:]
        var superclasses: [String: String] = [:]

        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            let type = node.extendedType.trimmedDescription
            let wholeExtensionIsObjC = SubclassOverrideRewriter.isObjectiveC(node.attributes, node.modifiers)
            for item in node.memberBlock.members {
                if let function = item.decl.as(FunctionDeclSyntax.self),
                   wholeExtensionIsObjC || SubclassOverrideRewriter.isObjectiveC(function.attributes, function.modifiers) {
                    members[type, default: []].insert(SubclassOverrideRewriter.key(of: function))
                } else if let variable = item.decl.as(VariableDeclSyntax.self),
                          wholeExtensionIsObjC || SubclassOverrideRewriter.isObjectiveC(variable.attributes, variable.modifiers),
                          let key = SubclassOverrideRewriter.key(of: variable) {
                    members[type, default: []].insert(key)
                }
            }
            return .skipChildren
        }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            if let first = node.inheritanceClause?.inheritedTypes.first {
                superclasses[node.name.text] = first.type.trimmedDescription
            }
            return .visitChildren
        }
    }

    private final class OverrideFinder: SyntaxVisitor {
        let declarations: ModuleDeclarations
        var replacements: [(range: Range<Int>, text: String)] = []
        var renamed: [(offset: Int, member: String, extended: String)] = []

        init(declarations: ModuleDeclarations) {
            self.declarations = declarations
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            for item in node.memberBlock.members {
                let modifiers: DeclModifierListSyntax, name: TokenSyntax, key: String?
                if let function = item.decl.as(FunctionDeclSyntax.self) {
                    (modifiers, name, key) = (function.modifiers, function.name, SubclassOverrideRewriter.key(of: function))
                } else if let variable = item.decl.as(VariableDeclSyntax.self),
                          let pattern = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self) {
                    (modifiers, name, key) = (variable.modifiers, pattern.identifier, SubclassOverrideRewriter.key(of: variable))
                } else {
                    continue
                }
                guard let key, let override = modifiers.first(where: { $0.name.text == "override" }),
                      let extended = declarations.extensionDeclaring(key, above: node.name.text) else { continue }
                replacements.append((override.positionAfterSkippingLeadingTrivia.utf8Offset..<override.endPositionBeforeTrailingTrivia.utf8Offset,
                                     String(repeating: " ", count: "override".utf8.count)))
                replacements.append((name.positionAfterSkippingLeadingTrivia.utf8Offset..<name.endPositionBeforeTrailingTrivia.utf8Offset,
                                     "widgetryOverride_" + name.text))
                renamed.append((name.positionAfterSkippingLeadingTrivia.utf8Offset, key, extended))
            }
            return .visitChildren
        }
    }
}

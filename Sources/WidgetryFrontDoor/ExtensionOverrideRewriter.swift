import SwiftParser
import SwiftSyntax

/// Moves, on the generated package's copy, the overrides of `NSObject`'s `description`, `debugDescription`,
/// `hash` and `isEqual(_:)` and of `NSManagedObject`'s lifecycle methods (`awakeFromInsert()`, `awakeFromFetch()`,
/// `willSave()`, `didSave()`, `prepareForDeletion()`) that a file declares in an extension (`extension CalendarDate { override var
/// description: String { … } }`) to where Linux's Swift accepts them.
///
/// On iOS those members are Objective-C methods, which an extension may override; Linux's `NSObject` is a Swift
/// class, and Swift refuses it ("property 'description' declared in 'NSObject' cannot be overridden from
/// extension"). In the copy the extension's member loses `override` and is renamed (`widgetryExtensionDescription`);
/// when the class is declared in the same file, a one-line override that calls it is added after the class's
/// opening brace, so `print`, string interpolation, `==` and `Set` see the app's implementation, as on iOS.
/// Nothing adds a line break, so every line stays where it was.
public enum ExtensionOverrideRewriter {
    /// One member moved, for the front door's note.
    public struct Move: Sendable, Hashable {
        /// The member's line in the file.
        public var line: Int
        /// The member's name (`description`, `isEqual(_:)`).
        public var member: String
        /// The class the extension extends.
        public var className: String
        /// Whether the class is declared in the same file, so the copy's class still overrides it.
        public var forwarded: Bool
    }

    /// A member whose override in an extension Linux's Swift refuses, with what the copy writes instead.
    struct ForwardedMember {
        /// How it is declared, which is how the finder recognises it and how a note names it.
        enum Shape { case property, oneParameterMethod, method }
        var shape: Shape
        /// The name the extension's declaration takes.
        var renamed: String
        /// The override the class declares in its place, calling the renamed member.
        var forwarding: String

        /// How a note names `name` (`description`, `isEqual(_:)`, `willSave()`).
        func displayName(_ name: String) -> String {
            switch shape {
            case .property: name
            case .oneParameterMethod: name + "(_:)"
            case .method: name + "()"
            }
        }
    }

    /// The members the rewriter moves, by name.
    static let forwardedMembers: [String: ForwardedMember] = [
        "description": ForwardedMember(shape: .property, renamed: "widgetryExtensionDescription",
                                       forwarding: "override var description: String { widgetryExtensionDescription }"),
        "debugDescription": ForwardedMember(shape: .property, renamed: "widgetryExtensionDebugDescription",
                                            forwarding: "override var debugDescription: String { widgetryExtensionDebugDescription }"),
        "hash": ForwardedMember(shape: .property, renamed: "widgetryExtensionHash", forwarding: "override var hash: Int { widgetryExtensionHash }"),
        "isEqual": ForwardedMember(shape: .oneParameterMethod, renamed: "widgetryExtensionIsEqual",
                                   forwarding: "override func isEqual(_ object: Any?) -> Bool { widgetryExtensionIsEqual(object) }"),
        // Core Data's lifecycle methods, which Core Data's generated files override in an extension of the entity's class.
        "awakeFromInsert": .method("awakeFromInsert"),
        "awakeFromFetch": .method("awakeFromFetch"),
        "willSave": .method("willSave"),
        "didSave": .method("didSave"),
        "prepareForDeletion": .method("prepareForDeletion"),
        // UIKit's, overridden in an extension of a UIKit class (`extension UINavigationController { override open func
        // viewDidLoad() … }`): renamed, since no controller is loaded in a render.
        "viewDidLoad": .method("viewDidLoad"),
    ]

    /// `text` with each such override moved, and where they were.
    public static func rewrite(_ text: String) -> (text: String, moves: [Move]) {
        // Cheap test first: most files override nothing.
        guard text.contains("override"), text.contains("extension") else { return (text, []) }
        let tree = Parser.parse(source: text)
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(tree)
        guard !finder.found.isEmpty else { return (text, []) }
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        var edits: [(range: Range<Int>, text: String)] = []
        var moves: [Move] = []
        var forwardedByClass: [String: [String]] = [:]
        for found in finder.found {
            guard let member = forwardedMembers[found.name] else { continue }
            edits.append((found.overrideModifier, ""))
            edits.append((found.nameRange, member.renamed))
            // The renamed member overrides nothing, and an `open` member of an extension of a class Widgetry declares
            // `final` (`UIColor`) does not compile: `public` reaches the same callers.
            if let open = found.openModifier { edits.append((open, "public")) }
            let forwarded = finder.classBraces[found.className] != nil
            if forwarded, !(forwardedByClass[found.className] ?? []).contains(found.name) {
                forwardedByClass[found.className, default: []].append(found.name)
            }
            moves.append(Move(line: converter.location(for: AbsolutePosition(utf8Offset: found.nameRange.lowerBound)).line,
                              member: member.displayName(found.name),
                              className: found.className, forwarded: forwarded))
        }
        for (className, members) in forwardedByClass {
            guard let brace = finder.classBraces[className] else { continue }
            let access = brace.isPublic ? "public " : ""
            let declarations = members.compactMap { forwardedMembers[$0]?.forwarding }.map { access + $0 }
            edits.append((brace.offset..<brace.offset, " " + declarations.joined(separator: "; ") + ";"))
        }
        var bytes = Array(text.utf8)
        // Last first, so earlier offsets stay right.
        for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            bytes.replaceSubrange(edit.range, with: Array(edit.text.utf8))
        }
        return (String(decoding: bytes, as: UTF8.self), moves)
    }

    /// Finds the overrides in extensions, and the opening brace of each class the file declares at file scope.
    private final class Finder: SyntaxVisitor {
        struct Found {
            var className: String
            var name: String
            var overrideModifier: Range<Int>
            var nameRange: Range<Int>
            var openModifier: Range<Int>?
        }
        var found: [Found] = []
        var classBraces: [String: (offset: Int, isPublic: Bool)] = [:]

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            let isPublic = node.modifiers.contains { ["public", "open"].contains($0.name.text) }
            classBraces[node.name.text] = (node.memberBlock.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset, isPublic)
            return .skipChildren
        }

        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            let className = node.extendedType.trimmedDescription
            for member in node.memberBlock.members {
                let found: (name: TokenSyntax, modifiers: DeclModifierListSyntax)?
                if let variable = member.decl.as(VariableDeclSyntax.self), variable.bindings.count == 1,
                   let pattern = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self),
                   ExtensionOverrideRewriter.forwardedMembers[pattern.identifier.text]?.shape == .property {
                    found = (pattern.identifier, variable.modifiers)
                } else if let function = member.decl.as(FunctionDeclSyntax.self),
                          let shape = ExtensionOverrideRewriter.forwardedMembers[function.name.text]?.shape,
                          shape == (function.signature.parameterClause.parameters.count == 1 ? .oneParameterMethod
                                    : function.signature.parameterClause.parameters.isEmpty ? .method : nil) {
                    found = (function.name, function.modifiers)
                } else {
                    found = nil
                }
                guard let found, let override = Self.overrideModifier(found.modifiers) else { continue }
                let open = found.modifiers.first { $0.name.text == "open" }.map { Self.range(of: $0.name) }
                self.found.append(Found(className: className, name: found.name.text, overrideModifier: override,
                                        nameRange: Self.range(of: found.name), openModifier: open))
            }
            return .skipChildren
        }

        static func overrideModifier(_ modifiers: DeclModifierListSyntax) -> Range<Int>? {
            modifiers.first { $0.name.text == "override" }.map {
                $0.positionAfterSkippingLeadingTrivia.utf8Offset..<$0.endPositionBeforeTrailingTrivia.utf8Offset
            }
        }

        static func range(of token: TokenSyntax) -> Range<Int> {
            token.positionAfterSkippingLeadingTrivia.utf8Offset..<token.endPositionBeforeTrailingTrivia.utf8Offset
        }
    }
}

extension ExtensionOverrideRewriter.ForwardedMember {
    /// A lifecycle method without parameters, renamed `widgetryExtension` + its name.
    static func method(_ name: String) -> Self {
        let renamed = "widgetryExtension" + name.prefix(1).uppercased() + name.dropFirst()
        return Self(shape: .method, renamed: renamed, forwarding: "override func \(name)() { \(renamed)() }")
    }
}

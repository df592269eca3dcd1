import SwiftParser
import SwiftSyntax

/// What one Swift file declares at its top level and which names it mentions: enough to tell which shared files a
/// widget's code uses (``SourceReachability``) without type-checking. Names are compared as spelled; a name spelled
/// the same in two places counts as a use of both, so the answer errs on keeping a file.
struct FileSymbols: Sendable, Equatable {
    /// An `extension T { … }` at the top level: the members it adds, and whether it adds more than named members.
    struct ExtensionSymbols: Sendable, Equatable {
        /// The extended type's first name (`Foo` for `extension Foo.Bar`).
        var extendedType: String
        /// The extended type as spelled (`Foo.Bar`).
        var extendedTypeName: String
        /// Names of the members it declares; an initializer or a subscript counts by its first argument label with a
        /// colon (`hex:`, `safe:`), which only an argument label spelled in a call or subscript matches.
        var members: Set<String>
        /// The members among ``members`` that cannot be overloaded: properties, nested types, enum cases. A second
        /// extension of the same type declaring one of them is a copy (compiling both redeclares it).
        var properties: Set<String> = []
        /// Whether it adds an unlabelled initializer, a subscript or an operator: uses that name no member, so the
        /// extension counts as used wherever its type is.
        var isUsedWithType: Bool
        /// The protocols it conforms the type to (`extension Date: RawRepresentable`), last name only.
        var conformances: Set<String> = []
    }

    /// Types, functions, variables, type aliases and macros declared at the top level.
    var declared: Set<String> = []
    /// The file's top-level extensions.
    var extensions: [ExtensionSymbols] = []
    /// Names the file spells where a type, function or variable of another file can be meant.
    var names: Set<String> = []
    /// Names it spells after a dot or in a key path, and argument labels with a colon (`hex:`): members it may use.
    var members: Set<String> = []
    /// Whether it declares a `Widget`, `WidgetBundle` or `ControlWidget`: the widget extension's entry points.
    var declaresWidget = false
    /// Whether it declares an `App` or an `@main` application delegate: an app's folder rather than the widget's.
    var declaresApp = false
    /// Whether it must be compiled whatever names it declares: operators and precedence groups (used by their
    /// symbols), string-interpolation extensions (used by `"\(…)"` literals), result-builder extensions.
    var isAlwaysUsed = false

    /// The symbols of the Swift source `text`.
    init(source text: String) {
        let collector = FileSymbolCollector()
        collector.walk(Parser.parse(source: text))
        self = collector.symbols
    }

    init() {}
}

/// Walks a file for ``FileSymbols``.
private final class FileSymbolCollector: SyntaxVisitor {
    var symbols = FileSymbols()
    /// Types whose extensions are used by syntax that names none of their members.
    private static let implicitlyUsedTypes: Set<String> = [
        "DefaultStringInterpolation", "String", "LocalizedStringKey", "AttributedString", "ViewBuilder", "SceneBuilder",
        "WidgetBundleBuilder", "ToolbarContentBuilder", "CommandsBuilder",
    ]
    private static let widgetProtocols: Set<String> = ["Widget", "WidgetBundle", "ControlWidget"]

    init() { super.init(viewMode: .sourceAccurate) }

    // Names in positions that can refer to a type, function or variable of another file: `Trip(…)`, `: Trip`,
    // `@Wrapper`, `#Macro`. A member's name after a dot (`self.ListCell(…)`, `.pill`, `\.title`) or an argument label
    // (`Color(hex:)`) can only refer to a member, so it counts for extensions only.
    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        // The name after a dot is a `DeclReferenceExpr` too, held by the member access or key path component.
        let isMemberName = node.parent?.as(MemberAccessExprSyntax.self)?.declName.id == node.id
            || node.parent?.as(KeyPathPropertyComponentSyntax.self)?.declName.id == node.id
        if !isMemberName { symbols.names.insert(Self.plain(node.baseName.text)) }
        return .visitChildren
    }
    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        symbols.names.insert(Self.plain(node.name.text))
        return .visitChildren
    }
    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        symbols.names.insert(node.macroName.text)
        return .visitChildren
    }
    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
        symbols.names.insert(node.macroName.text)
        return .visitChildren
    }
    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        symbols.members.insert(Self.plain(node.declName.baseName.text))
        return .visitChildren
    }
    override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
        symbols.members.insert(Self.plain(node.name.text))
        return .visitChildren
    }
    override func visit(_ node: KeyPathPropertyComponentSyntax) -> SyntaxVisitorContinueKind {
        symbols.members.insert(Self.plain(node.declName.baseName.text))
        return .visitChildren
    }
    override func visit(_ node: LabeledExprSyntax) -> SyntaxVisitorContinueKind {
        if let label = node.label { symbols.members.insert(Self.plain(label.text) + ":") }
        return .visitChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        declareType(node.name, inheriting: node.inheritanceClause, attributes: node.attributes, at: Syntax(node))
    }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        declareType(node.name, inheriting: node.inheritanceClause, attributes: node.attributes, at: Syntax(node))
    }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        declareType(node.name, inheriting: node.inheritanceClause, attributes: node.attributes, at: Syntax(node))
    }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        declareType(node.name, inheriting: node.inheritanceClause, attributes: node.attributes, at: Syntax(node))
    }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        declareType(node.name, inheriting: node.inheritanceClause, attributes: node.attributes, at: Syntax(node))
    }
    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        if Self.isTopLevel(Syntax(node)) { symbols.declared.insert(Self.plain(node.name.text)) }
        return .visitChildren
    }
    override func visit(_ node: MacroDeclSyntax) -> SyntaxVisitorContinueKind {
        if Self.isTopLevel(Syntax(node)) { symbols.declared.insert(node.name.text) }
        return .visitChildren
    }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if Self.isTopLevel(Syntax(node)) {
            if case .identifier(let name) = node.name.tokenKind { symbols.declared.insert(Self.plain(name)) } else { symbols.isAlwaysUsed = true }
        }
        return .visitChildren
    }
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        if Self.isTopLevel(Syntax(node)) {
            for binding in node.bindings { symbols.declared.formUnion(Self.names(in: binding.pattern)) }
        }
        return .visitChildren
    }
    override func visit(_ node: OperatorDeclSyntax) -> SyntaxVisitorContinueKind {
        symbols.isAlwaysUsed = true
        return .visitChildren
    }
    override func visit(_ node: PrecedenceGroupDeclSyntax) -> SyntaxVisitorContinueKind {
        symbols.isAlwaysUsed = true
        return .visitChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard Self.isTopLevel(Syntax(node)) else { return .visitChildren }
        let spelled = node.extendedType.trimmedDescription
        let extended = spelled.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).first.map(String.init) ?? ""
        var members: Set<String> = [], properties: Set<String> = []
        var usedWithType = false
        let conformances = Set(node.inheritanceClause?.inheritedTypes.map { Self.lastName(of: $0.type) } ?? [])
        Self.collectMembers(of: node.memberBlock.members, typeName: extended, into: &members, properties: &properties, usedWithType: &usedWithType)
        symbols.extensions.append(.init(extendedType: extended, extendedTypeName: spelled, members: members, properties: properties,
                                        isUsedWithType: usedWithType, conformances: conformances))
        if Self.implicitlyUsedTypes.contains(extended), members.contains(where: { $0.hasPrefix("appendInterpolation") || $0.hasPrefix("build") }) {
            symbols.isAlwaysUsed = true
        }
        return .visitChildren
    }

    /// Member names of an extension body, looking inside `#if` blocks.
    private static func collectMembers(of list: MemberBlockItemListSyntax, typeName: String, into members: inout Set<String>,
                                       properties: inout Set<String>, usedWithType: inout Bool) {
        for item in list {
            let decl = item.decl
            if let function = decl.as(FunctionDeclSyntax.self) {
                if case .identifier(let name) = function.name.tokenKind { members.insert(plain(name)) } else { usedWithType = true }
            } else if let variable = decl.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    members.formUnion(names(in: binding.pattern))
                    properties.formUnion(names(in: binding.pattern))
                }
            } else if let initializer = decl.as(InitializerDeclSyntax.self) {
                // `Color(hex: "…")` spells the label, not `init`; an unlabelled one is used as `Color(…)`.
                let label = initializer.signature.parameterClause.parameters.first?.firstName.text ?? "_"
                if label == "_" { usedWithType = true } else { members.insert(plain(label) + ":") }
            } else if let subscriptDecl = decl.as(SubscriptDeclSyntax.self) {
                // `subscript(safe index: Int)` is used as `items[safe: 0]`, which spells the label; an unlabelled one
                // is used as `items[0]`, which spells nothing.
                let first = subscriptDecl.parameterClause.parameters.first
                if let first, first.secondName != nil, first.firstName.text != "_" {
                    members.insert(plain(first.firstName.text) + ":")
                } else {
                    usedWithType = true
                }
            } else if let nested = decl.asProtocol(NamedDeclSyntax.self) {
                members.insert(plain(nested.name.text))
                properties.insert(plain(nested.name.text))
            } else if let enumCase = decl.as(EnumCaseDeclSyntax.self) {
                for element in enumCase.elements {
                    members.insert(plain(element.name.text))
                    properties.insert(plain(element.name.text))
                }
            } else if let conditional = decl.as(IfConfigDeclSyntax.self) {
                for clause in conditional.clauses {
                    if case .decls(let nested)? = clause.elements {
                        collectMembers(of: nested, typeName: typeName, into: &members, properties: &properties, usedWithType: &usedWithType)
                    }
                }
            }
        }
    }

    private func declareType(_ name: TokenSyntax, inheriting clause: InheritanceClauseSyntax?, attributes: AttributeListSyntax,
                             at node: Syntax) -> SyntaxVisitorContinueKind {
        guard Self.isTopLevel(node) else { return .visitChildren }
        symbols.declared.insert(Self.plain(name.text))
        let inherited = Set(clause?.inheritedTypes.map { Self.lastName(of: $0.type) } ?? [])
        // A UIKit app's `@main` is its delegate; a widget extension's is its bundle or widget.
        let isMain = attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "main" }
        if inherited.contains("App") || (isMain && inherited.contains("UIApplicationDelegate")) {
            symbols.declaresApp = true
        } else if !inherited.isDisjoint(with: Self.widgetProtocols) {
            symbols.declaresWidget = true
        }
        return .visitChildren
    }

    /// The names a pattern binds (`let (a, b) = …` binds two).
    private static func names(in pattern: PatternSyntax) -> Set<String> {
        if let identifier = pattern.as(IdentifierPatternSyntax.self) { return [plain(identifier.identifier.text)] }
        if let tuple = pattern.as(TuplePatternSyntax.self) { return tuple.elements.reduce(into: []) { $0.formUnion(names(in: $1.pattern)) } }
        return []
    }

    /// A type's last name, without attributes: `Identifiable` for `@retroactive Swift.Identifiable`.
    private static func lastName(of type: TypeSyntax) -> String {
        let base = type.as(AttributedTypeSyntax.self)?.baseType ?? type
        return base.trimmedDescription.split(separator: ".").last.map(String.init) ?? ""
    }

    /// A name without the backticks that let it be a keyword (`` `default` `` is spelled `default` where used).
    private static func plain(_ name: String) -> String {
        name.hasPrefix("`") && name.hasSuffix("`") && name.count > 1 ? String(name.dropFirst().dropLast()) : name
    }

    /// Whether the declaration is at the file's top level (possibly inside a top-level `#if`).
    private static func isTopLevel(_ node: Syntax) -> Bool {
        var current = node.parent
        while let parent = current {
            if parent.is(SourceFileSyntax.self) { return true }
            guard parent.is(CodeBlockItemSyntax.self) || parent.is(CodeBlockItemListSyntax.self) || parent.is(IfConfigClauseSyntax.self)
                || parent.is(IfConfigClauseListSyntax.self) || parent.is(IfConfigDeclSyntax.self) else { return false }
            current = parent.parent
        }
        return false
    }
}

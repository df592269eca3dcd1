import SwiftIfConfig
import SwiftSyntax

/// Gathers ``SourceFacts`` while walking only the clauses of each `#if` that the configuration makes
/// active (SwiftIfConfig's `ActiveSyntaxVisitor` skips the rest).
final class FactCollector: ActiveSyntaxVisitor {
    private let converter: SourceLocationConverter
    private var imports: [ImportFact] = []
    private var mainTypeName: String?
    private var hasMainAttribute = false
    private var widgets: [String] = []
    private var bundles: [String] = []
    private var apps: [String] = []
    private var previews: [String] = []
    private var constructs: [ObjectiveCConstruct] = []
    /// Enclosing type names, for qualified widget names.
    private var scope: [String] = []
    /// Types already reported as the target of an `as CF…` cast.
    private var castTypes: Set<SyntaxIdentifier> = []
    /// Functions the file declares itself: a Linux shim named `autoreleasepool` is not a problem.
    private var declaredFunctions: Set<String> = []

    init(configuration: IOSBuildConfiguration, converter: SourceLocationConverter) {
        self.converter = converter
        super.init(viewMode: .sourceAccurate, configuration: configuration)
    }

    var facts: SourceFacts {
        // `import CoreFoundation` is Widgetry's Foundation in the copy (its stand-ins; Linux's own CoreFoundation would
        // declare them again), so Core Foundation names beyond those stand-ins are reported with or without the import.
        let reported = constructs.filter { !declaredFunctions.contains($0.construct) }
        var facts = SourceFacts(
            imports: imports, hasMainAttribute: hasMainAttribute, mainTypeName: mainTypeName,
            widgetTypes: widgets, widgetBundleTypes: bundles, previewProviderTypes: previews,
            objectiveCConstructs: reported)
        facts.appTypes = apps
        return facts
    }

    // MARK: Declarations

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let module = node.path.first?.name.text else { return .skipChildren }
        imports.append(ImportFact(module: module, line: location(of: node).line))
        if ObjectiveCGuard.darwinModules.contains(module) {
            report(node.path, as: .darwinImport, construct: "import \(module)",
                   suggestion: module == "ObjectiveC" ? ObjectiveCGuard.objectiveCImport : ObjectiveCGuard.darwinImport)
        }
        return .skipChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.name.text, inheriting: node.inheritanceClause)
    }
    override func visitPost(_ node: StructDeclSyntax) { scope.removeLast() }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.name.text, inheriting: node.inheritanceClause)
    }
    override func visitPost(_ node: ClassDeclSyntax) { scope.removeLast() }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.name.text, inheriting: node.inheritanceClause)
    }
    override func visitPost(_ node: EnumDeclSyntax) { scope.removeLast() }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.name.text, inheriting: node.inheritanceClause)
    }
    override func visitPost(_ node: ActorDeclSyntax) { scope.removeLast() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        // Extensions are declared at file scope, so the extended type's name is already qualified.
        enter(node.extendedType.trimmedDescription, inheriting: node.inheritanceClause)
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { scope.removeLast() }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        declaredFunctions.insert(node.name.text)
        if ObjectiveCAttributeRewriter.overridesObserveValue(node) {
            report(node.name, as: .keyValueObserving, construct: ObjectiveCAttributeRewriter.observeValueOverride,
                   suggestion: ObjectiveCGuard.keyValueObserving)
        } else if ObjectiveCAttributeRewriter.adoptedProtocol(for: node) != nil {
            report(node.name, as: .keyValueCoding, construct: "override func " + ObjectiveCAttributeRewriter.signature(of: node),
                   suggestion: ObjectiveCGuard.keyValueCoding)
        }
        return .visitChildren
    }

    private func enter(_ name: String, inheriting clause: InheritanceClauseSyntax?) -> SyntaxVisitorContinueKind {
        let qualified = (scope + [name]).joined(separator: ".")
        scope.append(name)
        for inherited in clause?.inheritedTypes ?? [] {
            for conformance in Self.typeNames(in: inherited.type) {
                switch conformance {
                case "Widget": widgets.append(qualified)
                case "WidgetBundle": bundles.append(qualified)
                case "App": apps.append(qualified)
                case "PreviewProvider": previews.append(qualified)
                default: break
                }
            }
        }
        return .visitChildren
    }

    /// The last component of each type named: `WidgetKit.Widget` and `Widget & Sendable` both name `Widget`.
    private static func typeNames(in type: TypeSyntax) -> [String] {
        if let identifier = type.as(IdentifierTypeSyntax.self) { return [identifier.name.text] }
        if let member = type.as(MemberTypeSyntax.self) { return [member.name.text] }
        if let composition = type.as(CompositionTypeSyntax.self) {
            return composition.elements.flatMap { typeNames(in: $0.type) }
        }
        if let attributed = type.as(AttributedTypeSyntax.self) { return typeNames(in: attributed.baseType) }
        return []
    }

    // MARK: Attributes

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        switch node.attributeName.trimmedDescription {
        case "main":
            hasMainAttribute = true
            // A type's attributes are walked inside it, so the scope already ends with its name.
            if mainTypeName == nil, !scope.isEmpty { mainTypeName = scope.joined(separator: ".") }
        case "objc", "objcMembers":
            report(node, as: .objcAttribute, construct: node.trimmedDescription, suggestion: ObjectiveCGuard.attribute)
        case "IBOutlet", "IBOutletCollection":
            report(node, as: .interfaceBuilderOutlet, construct: node.trimmedDescription, suggestion: ObjectiveCGuard.attribute)
        case "NSManaged":
            report(node, as: .managedProperty, construct: node.trimmedDescription, suggestion: ObjectiveCGuard.managedProperty)
        default: break
        }
        return .visitChildren
    }

    // MARK: Expressions and types

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        switch node.macroName.text {
        case "selector": report(node, as: .selector, construct: node.trimmedDescription, suggestion: ObjectiveCGuard.selector)
        case "keyPath": report(node, as: .keyPathString, construct: node.trimmedDescription, suggestion: ObjectiveCGuard.keyPathString)
        default: break
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let called = node.calledExpression
        let name = called.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? called.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        if called.is(DeclReferenceExprSyntax.self), name == "Selector", node.arguments.count == 1 {
            report(node, as: .selector, construct: node.trimmedDescription, suggestion: ObjectiveCGuard.selector)
        } else if let name, name.hasPrefix("performSelector") {
            report(called, as: .selector, construct: name, suggestion: ObjectiveCGuard.selector)
        } else if name == "observe", called.is(MemberAccessExprSyntax.self),
                  node.arguments.first?.expression.is(KeyPathExprSyntax.self) == true {
            report(called, as: .keyValueObserving, construct: "observe(\(node.arguments.first!.expression.trimmedDescription))",
                   suggestion: ObjectiveCGuard.keyValueObserving)
        } else if node.arguments.contains(where: { $0.label?.text == "forKeyPath" }), let name,
                  // `super.observeValue(forKeyPath:…)` belongs to the override, reported once at its declaration.
                  name != "observeValue" {
            report(called, as: .keyValueObserving, construct: "\(name)(_:forKeyPath:)", suggestion: ObjectiveCGuard.keyValueObserving)
        }
        return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        // The parser leaves `x as CFString` unfolded: a value, an `as`, then the type.
        let elements = Array(node.elements)
        for (cast, target) in zip(elements, elements.dropFirst()) {
            guard let cast = cast.as(UnresolvedAsExprSyntax.self), cast.questionOrExclamationMark == nil,
                  let type = target.as(TypeExprSyntax.self)?.type,
                  let name = Self.typeNames(in: type).last, ObjectiveCGuard.isCoreFoundationName(name)
            else { continue }
            castTypes.insert(type.id)
            for identifier in type.tokens(viewMode: .sourceAccurate) { castTypes.insert(identifier.id) }
            report(cast, as: .coreFoundationBridge, construct: "as \(type.trimmedDescription)",
                   suggestion: ObjectiveCGuard.coreFoundationBridge)
        }
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        // `x.mach_time` is the user's member, not Darwin's function.
        if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id { return .visitChildren }
        classifyName(node.baseName.text, at: node)
        return .visitChildren
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        if !castTypes.contains(node.id) && !castTypes.contains(node.name.id) {
            classifyName(node.name.text, at: node)
        }
        return .visitChildren
    }

    private func classifyName(_ name: String, at node: some SyntaxProtocol) {
        guard let (kind, suggestion) = ObjectiveCGuard.classify(name: name) else { return }
        report(node, as: kind, construct: name, suggestion: suggestion)
    }

    // MARK: Reporting

    private func report(_ node: some SyntaxProtocol, as kind: ObjectiveCConstruct.Kind, construct: String, suggestion: String) {
        let place = location(of: node)
        constructs.append(ObjectiveCConstruct(
            line: place.line, column: place.column, construct: construct, kind: kind, smallestGuard: suggestion))
    }

    private func location(of node: some SyntaxProtocol) -> SourceLocation {
        node.startLocation(converter: converter)
    }
}

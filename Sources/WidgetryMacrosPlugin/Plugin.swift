import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The macros Widgetry's compiler plugin provides.
@main
struct WidgetryMacrosPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [WidgetPreviewMacro.self, ViewPreviewMacro.self, LiveActivityPreviewMacro.self, EntryMacro.self,
                                                ModelMacro.self, PersistedPropertyMacro.self, ModelMarkerMacro.self, ManagedPropertyMacro.self,
                                                AssistantSchemaMacro.self]
}

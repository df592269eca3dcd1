// `import UniformTypeIdentifiers`: `UTType` for the type identifiers shared code names (file types of app
// group files, images a widget reads).
@_exported import Foundation
@_exported import WidgetryUniformTypeIdentifiers

import Foundation

/// A property-list value copied out of Foundation's untyped `Any` tree, so the parsed project can be
/// `Sendable` and read without casts. OpenStep plists (what `project.pbxproj` is) hold only strings,
/// arrays, dictionaries and data; numbers and dates (XML plists) are kept as their text.
enum PlistValue: Sendable, Equatable {
    case string(String)
    case array([PlistValue])
    case dictionary([String: PlistValue])
    case data(Data)

    /// Copies a value `PropertyListSerialization` returned; nil for a dictionary with a non-string key.
    init?(_ value: Any) {
        switch value {
        case let text as String:
            self = .string(text)
        case let data as Data:
            self = .data(data)
        case let items as [Any]:
            var converted: [PlistValue] = []
            for item in items {
                guard let value = PlistValue(item) else { return nil }
                converted.append(value)
            }
            self = .array(converted)
        case let entries as [AnyHashable: Any]:
            var converted: [String: PlistValue] = [:]
            for (key, item) in entries {
                guard let key = key.base as? String, let value = PlistValue(item) else { return nil }
                converted[key] = value
            }
            self = .dictionary(converted)
        default:
            self = .string("\(value)")
        }
    }

    var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    var array: [PlistValue]? {
        if case .array(let items) = self { return items }
        return nil
    }

    var dictionary: [String: PlistValue]? {
        if case .dictionary(let entries) = self { return entries }
        return nil
    }

    /// A build setting's text: Xcode writes list settings either as one string or as an array of
    /// strings, and treats the array as its elements joined by spaces.
    var settingText: String? {
        switch self {
        case .string(let text): return text
        case .array(let items): return items.compactMap(\.string).joined(separator: " ")
        case .dictionary, .data: return nil
        }
    }
}

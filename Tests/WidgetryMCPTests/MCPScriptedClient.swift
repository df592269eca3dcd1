import Foundation
import MCP
import WidgetryGraphics

/// What the tests ask of a tool call's content.
enum MCPContent {
    /// The PNG bytes of the first image in `content`, checked to be PNG by its mime type.
    static func png(in content: [Tool.Content]) -> Data? {
        for item in content {
            if case .image(let data, let mimeType, _, _) = item, mimeType == "image/png" { return Data(base64Encoded: data) }
        }
        return nil
    }

    /// The first text in `content`.
    static func text(in content: [Tool.Content]) -> String? {
        for item in content {
            if case .text(let text, _, _) = item { return text }
        }
        return nil
    }

    /// The first text parsed as a JSON object.
    static func json(in content: [Tool.Content]) -> [String: Any]? {
        guard let text = text(in: content), let data = text.data(using: .utf8) else { return nil }
        return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    }

    /// The eight bytes every PNG file starts with (PNG specification, 5.2 "PNG signature").
    static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
}

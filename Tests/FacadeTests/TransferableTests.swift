import CoreTransferable
import Foundation
import Testing
import UniformTypeIdentifiers

// A model shared by an app and its widget, made transferable as apps do (our own code): its own exported type over
// JSON, its title as text through a proxy, and a plain-text file with a suggested name.
extension UTType {
    static let recipe = UTType(exportedAs: "com.example.recipe", conformingTo: .json)
}

struct SharedRecipe: Codable, Transferable, Equatable {
    var title: String
    var minutes: Int
    var isPrivate = false

    static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .recipe)
        ProxyRepresentation(exporting: \.title)
            .exportingCondition { !$0.isPrivate }
        FileRepresentation(exportedContentType: .plainText) { recipe in
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("recipe-\(UUID().uuidString).txt")
            try Data("\(recipe.title): \(recipe.minutes) min".utf8).write(to: file)
            return SentTransferredFile(file)
        }
        .suggestedFileName { "\($0.title).txt" }
    }
}

/// CoreTransferable's representations, run as ShareLink, drag and drop and the pasteboard run them on iOS.
@Suite struct TransferableTests {
    @Test("Content types are listed in the representation's order; a declared type conforms to its parent")
    func contentTypes() {
        #expect(SharedRecipe.exportedContentTypes() == [.recipe, .utf8PlainText, .plainText])
        #expect(SharedRecipe.importedContentTypes() == [.recipe])
        #expect(UTType.recipe.conforms(to: .json) && UTType.recipe.conforms(to: .text) && UTType.recipe.conforms(to: .item))
        #expect(UTType.png.conforms(to: .image) && !UTType.png.conforms(to: .text))
        #expect(UTType("com.example.recipe") == .recipe)
    }

    @Test("An item exports as its own type's JSON and imports back")
    func codableRoundTrip() async throws {
        let recipe = SharedRecipe(title: "Shakshuka", minutes: 25)
        let data = try await recipe.exported(as: .recipe)
        let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        #expect(object?["title"] as? String == "Shakshuka" && object?["minutes"] as? Int == 25)
        #expect(try await SharedRecipe(importing: data, contentType: .recipe) == recipe)
    }

    @Test("Plain text comes from the first representation that gives it: the proxy, unless its condition excludes the item")
    func preferenceAndConditions() async throws {
        let recipe = SharedRecipe(title: "Shakshuka", minutes: 25)
        #expect(String(decoding: try await recipe.exported(as: .plainText), as: UTF8.self) == "Shakshuka")
        let secret = SharedRecipe(title: "Grandma's soup", minutes: 90, isPrivate: true)
        // The proxy is skipped for a private recipe; the file representation answers, with its suggested name.
        #expect(String(decoding: try await secret.exported(as: .plainText), as: UTF8.self) == "Grandma's soup: 90 min")
        #expect(secret.suggestedFileName(for: .plainText) == "Grandma's soup.txt")
        await #expect(throws: TransferError.self) { try await recipe.exported(as: .png) }
    }

    @Test("Foundation's values are transferable: strings as UTF-8 text, URLs, data")
    func foundationValues() async throws {
        #expect(String(decoding: try await "Grüße".exported(as: .utf8PlainText), as: UTF8.self) == "Grüße")
        let url = try #require(URL(string: "https://example.com/recipes/1"))
        #expect(try await URL(importing: try await url.exported(as: .url), contentType: .url) == url)
        #expect(try await Data([1, 2, 3]).exported(as: .data) == Data([1, 2, 3]))
    }
}

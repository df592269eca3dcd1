import CoreSpotlight
import Foundation
import Testing
import WidgetryPipeline

/// Shared app code that indexes its records for Spotlight, written as apps write it: the calls compile and
/// answer as a device that does not index, so the code around them goes on.
@Suite struct CoreSpotlightTests {
    /// A data controller's "index this note" step, as apps write it after saving.
    func index(noteID: String, folderID: String?, title: String, body: String) async -> Error? {
        let attributeSet = CSSearchableItemAttributeSet(contentType: .text)
        attributeSet.title = title
        attributeSet.contentDescription = body
        attributeSet.userCreated = 1
        let item = CSSearchableItem(uniqueIdentifier: noteID, domainIdentifier: folderID, attributeSet: attributeSet)
        return await withCheckedContinuation { continuation in
            CSSearchableIndex.default().indexSearchableItems([item]) { error in continuation.resume(returning: error) }
        }
    }

    @Test("indexing completes with indexingUnsupported; the item and its attributes keep what the app set")
    func indexingIsUnsupported() async throws {
        let error = await index(noteID: "note-1", folderID: "inbox", title: "Groceries", body: "Milk, eggs")
        #expect((error as? CSIndexError)?.code == .indexingUnsupported)
        #expect(!CSSearchableIndex.isIndexingAvailable())
        let item = CSSearchableItem(uniqueIdentifier: nil, domainIdentifier: nil,
                                    attributeSet: CSSearchableItemAttributeSet(contentType: .plainText))
        #expect(!item.uniqueIdentifier.isEmpty)
        #expect(item.attributeSet.contentType == .plainText)
    }

    /// A data controller's delete, from synchronous code as apps call it: fire and forget.
    func forget(noteID: String, folderID: String) {
        CSSearchableIndex.default().deleteSearchableItems(withIdentifiers: [noteID])
        CSSearchableIndex.default().deleteSearchableItems(withDomainIdentifiers: [folderID])
    }

    @Test("deletes complete or throw with indexingUnsupported; fire-and-forget calls compile")
    func deletes() async throws {
        forget(noteID: "note-1", folderID: "inbox")
        var failure: Error?
        CSSearchableIndex.default().deleteAllSearchableItems { failure = $0 }
        #expect((failure as? CSIndexError)?.code == .indexingUnsupported)
        await #expect(throws: CSIndexError(.indexingUnsupported)) {
            try await CSSearchableIndex(name: "notes").deleteAllSearchableItems()
        }
        // A Spotlight result opens the app with this activity type and the item's identifier under this key.
        #expect(CSSearchableItemActionType == "com.apple.corespotlightitem")
        #expect(CSSearchableItemActivityIdentifier == "kCSSearchableItemActivityIdentifier")
    }
}

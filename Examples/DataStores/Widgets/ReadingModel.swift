// Shared app code: the reading list the app keeps in SwiftData, in the app group's store.
import Foundation
import SwiftData

@Model
final class Book {
    var title: String
    var author: String
    var pagesRead: Int = 0
    var pageCount: Int
    var isFinished: Bool = false
    var lastOpened: Date

    init(title: String, author: String, pageCount: Int, lastOpened: Date = .now) {
        self.title = title
        self.author = author
        self.pageCount = pageCount
        self.lastOpened = lastOpened
    }

    var progress: Double { pageCount > 0 ? Double(pagesRead) / Double(pageCount) : 0 }
}

enum ReadingStore {
    static let container: ModelContainer? = {
        let configuration = ModelConfiguration(allowsSave: false, groupContainer: .identifier("group.com.example.reading"))
        return try? ModelContainer(for: Book.self, configurations: configuration)
    }()
}

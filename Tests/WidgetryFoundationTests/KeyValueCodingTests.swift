import Foundation
import Testing
import WidgetryFoundation

/// Model classes as older Swift apps (and JSON mappers) write them: `NSObject` subclasses whose properties are filled
/// by name. On iOS these were `@objc` properties; the front door's copy removes `@objc`, the stored properties stay.
private class Entity: NSObject {
    var id = 0
}

private final class Article: Entity {
    var title = ""
    var views: Int = 0
    var rating: Double = 0
    var isPinned = false
    var subtitle: String?
    var tags: [String] = []
    var author: Author?

    init(json: [String: Any]) {
        super.init()
        setValuesForKeys(json)
    }
}

private final class Author: NSObject {
    var name = "anonymous"
}

/// A model that ignores keys it does not map, as the front door's copy writes
/// `override func setValue(_ value: Any?, forUndefinedKey key: String)`: the override adopted through the protocol.
private final class Station: NSObject, NSKeyValueCodingUndefinedKeys {
    var name = ""
    var ignored: [String] = []
    func setValue(_ value: Any?, forUndefinedKey key: String) { ignored.append(key) }
}

@Suite struct KeyValueCodingTests {
    @Test("setValuesForKeys fills stored properties by name, the superclass's too; value(forKey:) reads them back")
    func fillsAndReads() {
        // JSON numbers arrive as NSNumber, as JSONSerialization gives them; key-value coding unboxes them.
        let article = Article(json: ["id": 7, "title": "Glaciers", "views": NSNumber(value: 1200), "rating": NSNumber(value: 4.5),
                                     "isPinned": NSNumber(value: true), "subtitle": "Melting", "tags": ["climate"]])
        #expect(article.id == 7 && article.title == "Glaciers" && article.views == 1200 && article.rating == 4.5)
        #expect(article.isPinned && article.subtitle == "Melting" && article.tags == ["climate"])
        #expect(article.value(forKey: "title") as? String == "Glaciers")
        #expect(article.value(forKey: "id") as? Int == 7)
        // A nil optional reads as nil, not as an Optional in an Any; NSNull sets nil.
        article.setValuesForKeys(["subtitle": NSNull()])
        #expect(article.subtitle == nil && article.value(forKey: "subtitle") == nil)
        let values = article.dictionaryWithValues(forKeys: ["title", "subtitle"])
        #expect(values["title"] as? String == "Glaciers" && values["subtitle"] is NSNull)
    }

    @Test("Key paths step through objects; dictionaries and arrays answer as NSDictionary and NSArray do")
    func keyPaths() {
        let article = Article(json: ["title": "Tides"])
        article.setValue(Author(), forKey: "author")
        article.setValue("Rachel", forKeyPath: "author.name")
        #expect(article.author?.name == "Rachel")
        #expect(article.value(forKeyPath: "author.name") as? String == "Rachel")
        let dictionary: NSDictionary = ["theme": "dark"]
        #expect(dictionary.value(forKey: "theme") as? String == "dark")
        let names = NSArray(array: [article.author!, Author()]).value(forKey: "name") as? [Any]
        #expect(names?.compactMap { $0 as? String } == ["Rachel", "anonymous"])
    }

    @Test("A managed-style storage answers for itself; UserDefaults reads and writes its domain by key")
    func storageTypes() throws {
        let defaults = try #require(UserDefaults(suiteName: "kvc-\(UUID().uuidString)"))
        defaults.setValue(3, forKey: "count")
        #expect(defaults.integer(forKey: "count") == 3 && defaults.value(forKey: "count") as? Int == 3)
        defaults.setValue(nil, forKey: "count")
        #expect(defaults.object(forKey: "count") == nil)
    }

    @Test("A class that handles undefined keys is asked for them; the hooks it does not implement are NSObject's")
    func undefinedKeysHandled() {
        let station = Station()
        station.setValuesForKeys(["name": "Alexanderplatz", "lines": 9])
        #expect(station.name == "Alexanderplatz" && station.ignored == ["lines"])
    }

    @Test("An undefined key stops the program with iOS's message, so a check reports the cell failed")
    func undefinedKeyStops() async {
        await #expect(processExitsWith: .failure) {
            Author().setValue("x", forKey: "nickname")
        }
    }

    @Test("Observers of an object's key hear a key-value coding write, with the old and new values")
    func observersHearWrites() {
        final class Observer: NSObject, NSKeyValueObserving {
            var changes: [[NSKeyValueChangeKey: Any]] = []
            func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
                changes.append(change ?? [:])
            }
        }
        let author = Author(), observer = Observer()
        author.addObserver(observer, forKeyPath: "name", options: [.old, .new], context: nil)
        author.setValue("Ines", forKey: "name")
        #expect(observer.changes.count == 1)
        #expect(observer.changes.first?[.oldKey] as? String == "anonymous" && observer.changes.first?[.newKey] as? String == "Ines")
        author.removeObserver(observer, forKeyPath: "name", context: nil)
    }
}

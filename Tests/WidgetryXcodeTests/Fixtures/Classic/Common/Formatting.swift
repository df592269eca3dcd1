import Foundation

enum Formatting {
    static func days(_ count: Int) -> String { "\(count) days" }
}

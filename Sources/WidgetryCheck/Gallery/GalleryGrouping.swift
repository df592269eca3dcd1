import WidgetryReference

/// How the pages arrange a gallery's entries: one group per widget and family (and per value of any
/// coordinate besides text size, device and appearance), and those three as the axes inside a group.
///
/// Only text size, device and appearance are named here; any other coordinate a cell gains (a presentation
/// context, a locale) makes groups of its own without a change to the pages.
struct GalleryGrouping {
    /// The coordinates laid out inside a group: text size (rows of the matrix) and device × appearance
    /// (its columns).
    static let axes = ["sizeCategory", "device", "appearance"]

    /// One widget and family (and values of the other coordinates).
    struct Group {
        /// "DailyQuote · systemSmall", then the values of further coordinates that vary within the family.
        var label: String
        /// Indices of the group's entries, in run order.
        var members: [Int]
    }

    /// The groups, in the order their first entries come.
    let groups: [Group]
    /// Text sizes present, smallest first.
    let sizes: [String]
    /// Devices present, in run order (the catalog's).
    let devices: [String]
    /// Appearances present, in run order.
    let appearances: [String]

    init(_ entries: [GalleryEntry]) {
        func distinct(_ values: [String]) -> [String] {
            var seen = Set<String>()
            return values.filter { seen.insert($0).inserted }
        }
        let order = DynamicTypeSize.allCases.map(\.argumentName)
        let present = distinct(entries.compactMap { $0.cell["sizeCategory"] })
        sizes = order.filter(present.contains) + present.filter { !order.contains($0) }
        devices = distinct(entries.compactMap { $0.cell["device"] })
        appearances = distinct(entries.compactMap { $0.cell["appearance"] })

        // Further coordinates become part of the group; the label names those that vary within a widget's
        // family, so a coordinate with one value everywhere does not clutter every heading.
        func extras(_ entry: GalleryEntry) -> [String] {
            entry.cell.keys.filter { !Self.axes.contains($0) && $0 != "widget" && $0 != "family" }.sorted()
        }
        var valuesPerFamily: [[String]: [String: Set<String>]] = [:]
        for entry in entries {
            for key in extras(entry) { valuesPerFamily[[entry.widget, entry.family], default: [:]][key, default: []].insert(entry.cell[key] ?? "") }
        }
        var indexOfKey: [[String]: Int] = [:]
        var groups: [Group] = []
        for (index, entry) in entries.enumerated() {
            let keys = extras(entry)
            let groupKey = [entry.widget, entry.family] + keys.flatMap { [$0, entry.cell[$0] ?? ""] }
            if let existing = indexOfKey[groupKey] {
                groups[existing].members.append(index)
                continue
            }
            let varying = keys.filter { (valuesPerFamily[[entry.widget, entry.family]]?[$0]?.count ?? 0) > 1 }
            let label = ([entry.widget, entry.family] + varying.compactMap { entry.cell[$0] }).joined(separator: " · ")
            indexOfKey[groupKey] = groups.count
            groups.append(Group(label: label, members: [index]))
        }
        self.groups = groups
    }
}

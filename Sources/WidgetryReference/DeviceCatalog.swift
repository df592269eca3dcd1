import Foundation

/// The device screens with published widget sizes (`all`, generated from
/// `Reference/widget-sizes.json`), and lookup by name for the command line.
///
/// Screens newer than the HIG table (402x874, 420x912, 440x956) have no published widget sizes; their
/// profiles carry sizes derived from the best public evidence, and say how in ``DeviceProfile/derivation``
/// (`Reference/widget-sizes.json`, `iPhoneDerived`).
public enum DeviceCatalog {
    /// The profile whose id, name or any alias matches `name`, ignoring case, spaces and punctuation
    /// (`"iphone15pro"`, `"iPhone 15 Pro"` and `"iphone-15-pro"` are the same). Nil when none matches.
    public static func device(named name: String) -> DeviceProfile? {
        let key = lookupKey(name)
        guard !key.isEmpty else { return nil }
        return lookupTable[key]
    }

    /// The device names (names and aliases, as written) closest to `name`, best first, for "did you
    /// mean …" messages; e.g. `"iphone 15 pr"` suggests `"iPhone 15 Pro"` first. At most five; empty
    /// when nothing is close.
    public static func suggestions(for name: String) -> [String] {
        let key = lookupKey(name)
        guard !key.isEmpty else { return [] }
        // Allow about one edit in three characters: catches typos without suggesting unrelated models.
        let limit = max(2, key.count / 3)
        var best: [(distance: Int, label: String)] = []
        for profile in all {
            for label in [profile.name] + profile.aliases {
                let candidate = lookupKey(label)
                // A prefix ("iphone 15" for "iPhone 15 Pro Max") is a good suggestion too.
                let distance = candidate.hasPrefix(key) && key.count >= 4
                    ? min(editDistance(key, candidate), 1)
                    : editDistance(key, candidate)
                if distance <= limit { best.append((distance, label)) }
            }
        }
        best.sort { ($0.distance, $0.label.count, $0.label) < ($1.distance, $1.label.count, $1.label) }
        var seen = Set<String>()
        return best.map(\.label).filter { seen.insert($0).inserted }.prefix(5).map { $0 }
    }

    /// Lowercase letters and digits only. The generator checks that no two profiles share a key.
    static func lookupKey(_ text: String) -> String {
        String(text.lowercased().unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) }
            .map(Character.init))
    }

    private static let lookupTable: [String: DeviceProfile] = {
        var table: [String: DeviceProfile] = [:]
        for profile in all {
            for label in [profile.id, profile.name] + profile.aliases {
                table[lookupKey(label)] = profile
            }
        }
        return table
    }()

    /// Levenshtein distance between two strings, by characters.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}

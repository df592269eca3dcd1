import WidgetryPipeline
import WidgetryReference
import WidgetryUI

extension CheckReport {
    /// The cells a problem was found in, in ``CheckReport/cellOrder(_:_:)``: a collection of ``CellKey``s
    /// that keeps each cell in 20 bytes, its widget, device and locale as numbers in a table of names shared by
    /// every problem of the report. A report's size grows with the cells its problems were found in (a matrix
    /// of 85,000 cells lists 200,000), so that listing is kept small; a ``CellKey`` is made when one is read.
    /// Encoded as an array of ``CellKey``s.
    public struct CellList: RandomAccessCollection, Sendable, Equatable, Codable, ExpressibleByArrayLiteral,
                            CustomStringConvertible {
        private var packed: [PackedCell]
        private var names: NameTable

        /// A list of `keys`, in their order.
        public init(_ keys: some Sequence<CellKey>) {
            var names = NameTable()
            packed = keys.map { PackedCell($0, names: &names) }
            self.names = names
        }

        /// A list of `elements`, in their order.
        public init(arrayLiteral elements: CellKey...) { self.init(elements) }

        /// Cells already packed against `names` (``Builder/report()``: every problem shares the builder's table).
        init(packed: [PackedCell], names: NameTable) {
            self.packed = packed
            self.names = names
        }

        /// The first cell's position (0).
        public var startIndex: Int { packed.startIndex }
        /// The position after the last cell (the count).
        public var endIndex: Int { packed.endIndex }
        /// The cell at `position`, made from its packed form.
        public subscript(position: Int) -> CellKey { packed[position].key(names: names) }

        /// `lhs`'s cells followed by `rhs`'s.
        public static func + (lhs: CellList, rhs: CellList) -> CellList {
            var joined = lhs
            joined += rhs
            return joined
        }

        /// Puts the cells in ``CheckReport/cellOrder(_:_:)`` in place, for cells of one widget and family (a
        /// problem's: the setting alone orders them). Each cell's place is worked out once, as a number; `order`
        /// is this list's names ranked, passed in when many lists share one table.
        mutating func sortInCellOrder(_ order: PackedCell.Order? = nil) {
            let order = order ?? PackedCell.Order(names)
            let ranked = packed.map { (order.rank($0), $0) }.sorted { $0.0 < $1.0 }
            for (place, entry) in ranked.enumerated() { packed[place] = entry.1 }
        }

        /// Appends `rhs`'s cells, numbering their names in this list's table.
        public static func += (lhs: inout CellList, rhs: CellList) {
            lhs.packed.reserveCapacity(lhs.packed.count + rhs.packed.count)
            for key in rhs { lhs.packed.append(PackedCell(key, names: &lhs.names)) }
        }

        /// Whether both list the same cells in the same order (however their names are numbered).
        public static func == (lhs: CellList, rhs: CellList) -> Bool { lhs.elementsEqual(rhs) }

        /// The cells, as an array of keys prints.
        public var description: String { Array(self).description }

        /// Reads an array of ``CellKey``s.
        public init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            var keys: [CellKey] = []
            while !container.isAtEnd { keys.append(try container.decode(CellKey.self)) }
            self.init(keys)
        }

        /// Encoded cell by cell, as an array of ``CellKey``s is: no whole array of keys is made.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.unkeyedContainer()
            for key in self { try container.encode(key) }
        }
    }

    /// A cell as a ``CellList`` keeps it: its coordinates, with the widget, device and locale as numbers in
    /// a ``NameTable`` (a ``CellKey`` holds three strings and is three times the size).
    struct PackedCell: Sendable {
        var widget: UInt32
        var device: UInt32
        /// 0 when the cell shows text as written.
        var locale: UInt32
        var family: WidgetFamily
        var dynamicTypeSize: DynamicTypeSize
        var colorScheme: ColorScheme
        var context: PresentationContext
        var liveActivity: LiveActivityPresentation?
        var displaySetting: DisplaySetting

        init(_ key: CellKey, names: inout NameTable) {
            widget = names.number(of: key.widget)
            device = names.number(of: key.device)
            locale = key.locale.map { names.number(of: $0) + 1 } ?? 0
            family = key.family
            dynamicTypeSize = key.dynamicTypeSize
            colorScheme = key.colorScheme
            context = key.context
            liveActivity = key.liveActivity
            displaySetting = key.displaySetting
        }

        /// The setting half of ``CellRank`` (text size, device, appearance, context, locale) as one number, worked
        /// out from tables made once per report: sorting a problem's cells this way keeps no strings per cell.
        struct Order {
            private let deviceRanks: [UInt64]
            private let localeRanks: [UInt64]

            init(_ names: NameTable) {
                deviceRanks = names.all.map { UInt64(min(CheckReport.deviceRank[$0] ?? 0xFFFF, 0xFFFF)) }
                // Locales compare as strings, as CellRank does; no locale ("") comes first.
                var ranks = [UInt64](repeating: 0, count: names.all.count)
                for (place, number) in names.all.indices.sorted(by: { names.all[$0] < names.all[$1] }).enumerated() {
                    ranks[number] = UInt64(place) + 1
                }
                localeRanks = ranks
            }

            func rank(_ cell: PackedCell) -> UInt64 {
                let context = UInt64(CheckReport.contextRank[cell.context] ?? 0)
                return UInt64(cell.dynamicTypeSize.rawValue) << 56 | deviceRanks[Int(cell.device)] << 40
                    | (cell.colorScheme == .light ? 0 : 1) << 39 | context << 32
                    | (cell.locale == 0 ? 0 : localeRanks[Int(cell.locale - 1)]) << 4 | UInt64(DisplaySetting.allCases.firstIndex(of: cell.displaySetting) ?? 0)
            }
        }

        func key(names: NameTable) -> CellKey {
            var key = CellKey(widget: names[widget], family: family, device: names[device], dynamicTypeSize: dynamicTypeSize,
                              colorScheme: colorScheme, context: context, locale: locale == 0 ? nil : names[locale - 1], liveActivity: liveActivity)
            key.displaySetting = displaySetting
            return key
        }
    }

    /// Each distinct name once, numbered in the order first seen.
    struct NameTable: Sendable {
        private var names: [String] = []
        private var numbers: [String: UInt32] = [:]

        mutating func number(of name: String) -> UInt32 {
            if let known = numbers[name] { return known }
            let number = UInt32(names.count)
            names.append(name)
            numbers[name] = number
            return number
        }

        subscript(number: UInt32) -> String { names[Int(number)] }

        /// Every name, by number.
        var all: [String] { names }
    }
}
